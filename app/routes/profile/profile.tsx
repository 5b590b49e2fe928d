import { CalendarDays, ExternalLink, Lock, MapPin, Pencil } from "lucide-react";
import { href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { ShowcaseCard } from "~/app/features/catalog/showcase-card.tsx";
import { Avatar } from "~/app/features/navigation/account-menu.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatDate } from "~/core/format.ts";
import { linkLabel } from "~/core/profile.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const url = new URL(request.url);
  const view = url.searchParams.get("view") === "liked" ? "liked" : "projects";
  const viewer = await getViewer(context);
  const found = await orHttpError(services.account.publicProfile(viewer, { postfix: params.postfix, view }));
  if (found.kind === "redirect") {
    // An old (or differently written) address: links keep working, search engines learn the new one.
    throw redirect(`${href("/profile/:postfix", { postfix: found.postfix })}${url.search}`, 301);
  }
  // Path progress is shown with the profile it belongs to (issue 16), private profiles only to their owner.
  const paths = await services.learning.pathProgress(found.profile.userId);
  return { profile: found.profile, paths };
}

// Owners see drafts and private profiles; nothing here may be cached for someone else.
export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { profile: { name: string } } | undefined;
    return d ? { label: d.profile.name, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.profile.name}${loaderData.profile.view === "liked" ? " · Liked projects" : ""}`,
        description:
          loaderData.profile.headline ||
          `${loaderData.profile.name}'s data-analytics portfolio: projects and credentials.`,
        path: href("/profile/:postfix", { postfix: loaderData.profile.portfolioUrlPostfix }),
        siteUrl: siteUrlFrom(matches),
        noIndex: loaderData.profile.visibility === "private" || loaderData.profile.view === "liked",
      })
    : [];

export default function ProfilePage({ loaderData: { profile, paths } }: Route.ComponentProps) {
  const base = href("/profile/:postfix", { postfix: profile.portfolioUrlPostfix });
  const tabs = [
    { id: "projects", label: "Projects", to: base },
    { id: "liked", label: "Liked", to: `${base}?view=liked` },
  ] as const;
  const firstName = profile.name.split(" ")[0] ?? profile.name;
  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-mist to-white">
        <div className="container-site flex flex-col gap-6 py-10 md:flex-row md:items-center md:py-14">
          <Avatar viewer={profile} size={112} />
          <div className="min-w-0 flex-1">
            {profile.visibility === "private" && (
              <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-navy px-3 py-1 text-xs font-bold text-white">
                <Lock aria-hidden className="size-3.5" /> Private profile: only you can see it
              </p>
            )}
            <h1 className="font-display text-4xl leading-tight font-bold text-navy md:text-5xl">{profile.name}</h1>
            {profile.headline && <p className="mt-2 text-lg text-muted">{profile.headline}</p>}
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              {profile.location && (
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4" /> {profile.location}
                </li>
              )}
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" /> Member since{" "}
                <time dateTime={profile.memberSince.toISOString()}>{formatDate(profile.memberSince)}</time>
              </li>
            </ul>
          </div>
          {profile.isOwner && (
            <Link to={href("/dashboard/account")} className="btn btn-outline self-start text-navy md:self-center">
              <Pencil aria-hidden className="size-4" /> Edit Profile
            </Link>
          )}
        </div>
      </section>

      <div className="container-site grid gap-10 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside className="flex flex-col gap-8">
          {profile.bio && (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="font-display text-xl font-bold text-navy">
                About
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{profile.bio}</p>
            </section>
          )}
          {profile.links.length > 0 && (
            <section aria-labelledby="links-title">
              <h2 id="links-title" className="font-display text-xl font-bold text-navy">
                Links
              </h2>
              <ul className="mt-2 flex flex-col gap-2">
                {profile.links.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      rel="nofollow ugc noopener noreferrer"
                      target="_blank"
                      className="inline-flex items-center gap-1.5 font-bold text-turquoise-deep underline"
                    >
                      {linkLabel(link)}
                      <ExternalLink aria-hidden className="size-4" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {paths.length > 0 && (
            <section aria-labelledby="paths-title">
              <h2 id="paths-title" className="font-display text-xl font-bold text-navy">
                Learning paths
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {paths.map((p) => (
                  <li key={p.pathId} className="rounded-xl border border-line p-3">
                    <div className="flex items-center justify-between gap-2">
                      <Link to={href("/path/:slug", { slug: p.slug })} className="font-bold text-navy hover:underline">
                        {p.title}
                      </Link>
                      <span className="text-sm font-bold text-navy">{p.completed ? "Complete" : `${p.percent}%`}</span>
                    </div>
                    <div
                      role="progressbar"
                      aria-label={`${p.title} path progress`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={p.percent}
                      className="mt-2 h-1.5 overflow-hidden rounded-full bg-mist"
                    >
                      <div className="h-full rounded-full bg-turquoise-dark" style={{ width: `${p.percent}%` }} />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="credentials-title">
            <h2 id="credentials-title" className="font-display text-xl font-bold text-navy">
              Credentials
            </h2>
            {profile.credentials.length === 0 ? (
              <p className="mt-2 text-muted">No credentials yet.</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {profile.credentials.map((c) => (
                  <li key={c.verificationId} className="flex items-center gap-3 rounded-xl border border-line p-3">
                    <img src={c.badgeSrc} alt="" width={44} height={44} className="size-11 shrink-0" />
                    <div className="min-w-0">
                      <Link
                        to={href("/credentials/verify/:id", { id: c.verificationId })}
                        className="font-bold text-navy hover:underline"
                      >
                        {c.title}
                      </Link>
                      <p className="text-sm text-muted">
                        <time dateTime={c.issuedAt.toISOString()}>{formatDate(c.issuedAt)}</time>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>

        <section aria-labelledby="projects-title" className="min-w-0">
          <h2 id="projects-title" className="sr-only">
            {profile.view === "liked" ? `Projects ${firstName} likes` : `${firstName}'s projects`}
          </h2>
          <nav aria-label="Profile sections" className="border-b border-line">
            <ul className="-mb-px flex gap-1">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <Link
                    to={tab.to}
                    aria-current={profile.view === tab.id ? "page" : undefined}
                    className={`block border-b-2 px-4 py-3 font-bold ${profile.view === tab.id ? "border-turquoise-dark text-navy" : "border-transparent text-muted hover:text-navy"}`}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {profile.projects.length === 0 ? (
            <p className="mt-6 rounded-xl bg-mist px-4 py-6 text-muted">
              {profile.view === "liked"
                ? profile.isOwner
                  ? "Projects you like appear here. Find some in the showcase."
                  : `${firstName} has not liked any projects yet.`
                : profile.isOwner
                  ? "Your projects appear here once you create them."
                  : `${firstName} has not shared any projects yet.`}
              {profile.isOwner && (
                <>
                  {" "}
                  <Link
                    to={profile.view === "liked" ? href("/showcase") : href("/dashboard/projects/new")}
                    className="font-bold text-navy underline"
                  >
                    {profile.view === "liked" ? "Browse the showcase" : "Create New Project"}
                  </Link>
                </>
              )}
            </p>
          ) : (
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {profile.projects.map((project) => (
                <li key={project.id}>
                  <ShowcaseCard project={project} headingLevel="h3" showAuthor={profile.view === "liked"} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
