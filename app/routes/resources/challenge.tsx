import { CalendarDays, Database, Eye, Trophy } from "lucide-react";
import { href, Link, redirect } from "react-router";
import { DatasetDrawerLink, loadDatasetDrawer, UrlDatasetDrawer } from "~/app/features/playground/url-drawer.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/challenge";
import { formatUtcDate } from "~/core/format.ts";

const TAKE_PART = [
  "Open the data set below: preview its tables in your browser, then download the files.",
  "Analyze it in any tool you like: Excel, SQL, Power BI, Tableau or Python.",
  "Publish your entry as a showcase project before the closing date, and share the link.",
  "Winners are announced within two weeks of the close, with notes from the judges.",
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const challenge = await orHttpError(services.challenges.get(params.id));
  // The id decides; a stale or mistyped slug redirects to the right one.
  if (challenge.slug !== params.slug) {
    const search = new URL(request.url).search;
    throw redirect(`${href("/challenges/:slug/:id", { slug: challenge.slug, id: challenge.id })}${search}`, 301);
  }
  const isOpen = challenge.endsAt.getTime() > Date.now();
  const drawer = await loadDatasetDrawer(request, services, () => getViewer(context));
  return {
    drawer,
    challenge: {
      id: challenge.id,
      slug: challenge.slug,
      title: challenge.title,
      excerpt: challenge.excerpt,
      paragraphs: challenge.body.split(/\n\s*\n/).filter(Boolean),
      imageSrc: challenge.featuredImageSrc,
      starts: formatUtcDate(challenge.startsAt),
      ends: formatUtcDate(challenge.endsAt),
      isOpen,
      dataset: challenge.dataset,
      winners: challenge.winners,
    },
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { challenge: { title: string } } | undefined;
    return d ? { label: d.challenge.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.challenge.title,
        description: loaderData.challenge.excerpt.slice(0, 155),
        path: href("/challenges/:slug/:id", { slug: loaderData.challenge.slug, id: loaderData.challenge.id }),
        siteUrl: siteUrlFrom(matches),
        image: "/images/og/challenges.jpg",
      })
    : [];

const PLACE = ["1st place", "2nd place", "3rd place"];

export default function ChallengePage({ loaderData: { challenge, drawer } }: Route.ComponentProps) {
  return (
    <main className="container-site grid gap-10 py-10 pb-20 lg:grid-cols-[1fr_360px]">
      <article>
        <p className="eyebrow">{challenge.isOpen ? "Current data challenge" : "Past data challenge"}</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-navy md:text-5xl">{challenge.title}</h1>
        <p className="mt-4 text-lg text-muted">{challenge.excerpt}</p>
        <img
          src={challenge.imageSrc}
          alt=""
          width={640}
          height={360}
          className="mt-8 aspect-video w-full rounded-2xl border border-line object-cover"
        />
        <div className="mt-8 space-y-4 text-lg leading-relaxed text-ink">
          {challenge.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {challenge.isOpen ? (
          <section className="mt-12" aria-labelledby="take-part">
            <h2 id="take-part" className="font-display text-2xl font-bold text-navy">
              How to take part
            </h2>
            <ol className="mt-4 space-y-3">
              {TAKE_PART.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-turquoise text-sm font-bold text-navy">
                    {i + 1}
                  </span>
                  <span className="pt-0.5 text-ink">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : (
          // A closed challenge takes no more entries: its results replace the instructions.
          <section className="mt-12" aria-labelledby="results">
            <h2 id="results" className="flex items-center gap-2 font-display text-2xl font-bold text-navy">
              <Trophy aria-hidden className="size-6 text-turquoise-deep" /> Results
            </h2>
            {challenge.winners.length === 0 ? (
              <p className="mt-4 text-ink">
                Entries closed on {challenge.ends}. The judges are reviewing them, and the winners are announced within
                two weeks of the close.
              </p>
            ) : (
              <ol className="mt-4 grid gap-4 md:grid-cols-3">
                {challenge.winners.map((w) => (
                  <li key={`${w.place}-${w.name}`} className="rounded-2xl border border-line p-5">
                    <p className="text-xs font-black tracking-wide text-turquoise-deep uppercase">
                      {PLACE[w.place - 1]}
                    </p>
                    <p className="mt-1 font-bold text-navy">
                      {w.entryUrl ? (
                        <Link to={w.entryUrl} className="underline-offset-2 hover:underline">
                          {w.title}
                        </Link>
                      ) : (
                        w.title
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      by{" "}
                      {w.profileUrl ? (
                        <Link to={w.profileUrl} className="font-bold text-navy underline-offset-2 hover:underline">
                          {w.name}
                        </Link>
                      ) : (
                        w.name
                      )}
                    </p>
                    <p className="mt-2 text-sm leading-relaxed text-ink">{w.summary}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </article>
      <aside className="h-fit rounded-2xl bg-navy p-6 text-white">
        <h2 className="flex items-center gap-2 font-display text-xl font-bold">
          <CalendarDays aria-hidden className="size-5 text-turquoise" /> Dates
        </h2>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between gap-4">
            <dt className="text-white/70">Opens</dt>
            <dd className="font-bold">{challenge.starts}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-white/70">Closes</dt>
            <dd className="font-bold">{challenge.ends}</dd>
          </div>
        </dl>
        <p className="mt-5 text-sm text-white/80">
          {challenge.isOpen
            ? "Entries are open. Sign up to download the data and submit your work."
            : `Entries closed on ${challenge.ends}. The results are on this page.`}
        </p>
        <Link
          to={challenge.isOpen ? href("/signup/pricing") : href("/challenges")}
          className="btn btn-primary mt-5 w-full"
        >
          {challenge.isOpen ? "Join the challenge" : "See all challenges"}
        </Link>
        {challenge.dataset && (
          <div className="mt-6 border-t border-white/15 pt-5">
            <h2 className="flex items-center gap-2 font-display text-lg font-bold">
              <Database aria-hidden className="size-5 text-turquoise" /> The data set
            </h2>
            <p className="mt-2 font-bold text-yellow">{challenge.dataset.title}</p>
            <DatasetDrawerLink datasetId={challenge.dataset.id} className="btn btn-outline mt-4 w-full text-white">
              <Eye aria-hidden className="size-4" /> Open the data set
            </DatasetDrawerLink>
          </div>
        )}
      </aside>
      <UrlDatasetDrawer drawer={drawer} />
    </main>
  );
}
