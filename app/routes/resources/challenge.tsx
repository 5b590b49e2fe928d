import { CalendarDays, Database, Eye, Send, Trophy } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { ShowcaseCard } from "~/app/features/catalog/showcase-card.tsx";
import { DatasetDrawerLink, loadDatasetDrawer, UrlDatasetDrawer } from "~/app/features/playground/url-drawer.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError, readFormData, statusOf } from "~/app/lib/http.server.ts";
import { DomainError } from "~/server/domain/errors.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/challenge";
import { CHALLENGE_PLACES } from "~/core/challenges.ts";
import { formatUtcDate } from "~/core/format.ts";

const TAKE_PART = [
  "Open the data set below: preview its tables in your browser, then download the files.",
  "Analyze it in any tool you like: Excel, SQL, Power BI, Tableau or Python.",
  "Publish your work as a showcase project, then enter it on this page before the closing date.",
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
  const viewer = await getViewer(context);
  const [drawer, entries, mine] = await Promise.all([
    loadDatasetDrawer(request, services, async () => viewer),
    services.challenges.entries(challenge.id),
    viewer ? services.challenges.mine(viewer, challenge.id) : null,
  ]);
  const here = href("/challenges/:slug/:id", { slug: challenge.slug, id: challenge.id });
  return {
    drawer,
    entries,
    mine: mine && {
      ...mine,
      entry: mine.entry && { ...mine.entry, enteredOn: formatUtcDate(mine.entry.enteredAt) },
    },
    signUpHref: `${href("/signup")}?${new URLSearchParams({ returnTo: here })}`,
    logInHref: `${href("/login")}?${new URLSearchParams({ returnTo: here })}`,
    challenge: {
      id: challenge.id,
      slug: challenge.slug,
      title: challenge.title,
      excerpt: challenge.excerpt,
      paragraphs: challenge.body.split(/\n\s*\n/).filter(Boolean),
      imageSrc: challenge.featuredImageSrc,
      starts: formatUtcDate(challenge.startsAt),
      ends: formatUtcDate(challenge.endsAt),
      isOpen: challenge.open,
      dataset: challenge.dataset,
      winners: challenge.winners,
    },
  };
}

/** Enter a project, change the entry or withdraw it: small forms that work without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const challenge = await orHttpError(services.challenges.get(params.id));
  const here = href("/challenges/:slug/:id", { slug: challenge.slug, id: challenge.id });
  const viewer = await getViewer(context);
  if (!viewer) return redirect(`${href("/login")}?${new URLSearchParams({ returnTo: here })}`);
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "enter") await services.challenges.enter(viewer, challenge.id, Object.fromEntries(form));
    else if (intent === "withdraw") await services.challenges.withdraw(viewer, challenge.id);
    else return data({ error: "Unknown action." }, 400);
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, statusOf(error));
    throw error;
  }
  return redirect(`${here}#your-entry`);
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

export default function ChallengePage({
  loaderData: { challenge, drawer, entries, mine, signUpHref, logInHref },
  actionData,
}: Route.ComponentProps) {
  return (
    <main className="container-site grid gap-10 py-10 pb-20 lg:grid-cols-[1fr_360px]">
      <article>
        <p className="eyebrow">{challenge.isOpen ? "Current data challenge" : "Past data challenge"}</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-navy md:text-5xl">{challenge.title}</h1>
        <p className="mt-4 text-lg text-muted">{challenge.excerpt}</p>
        {/* On a phone the entry form sits below the brief and the entries: a way to it from the top. */}
        {challenge.isOpen &&
          (mine ? (
            <a href="#your-entry" className="btn btn-primary mt-6 lg:hidden">
              {mine.entry ? "Your entry" : "Enter this challenge"}
            </a>
          ) : (
            <Link to={signUpHref} className="btn btn-primary mt-6 lg:hidden">
              Sign up to enter
            </Link>
          ))}
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
                      {CHALLENGE_PLACES[w.place - 1]}
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
        <section className="mt-12" aria-labelledby="entries">
          <h2 id="entries" className="font-display text-2xl font-bold text-navy">
            Entries
          </h2>
          {entries.total === 0 ? (
            <p className="mt-4 text-ink">
              {challenge.isOpen
                ? "No one has entered yet: yours could be the first entry on this page."
                : "No entries were made through this page."}
            </p>
          ) : (
            <>
              <p className="mt-2 text-muted">
                {entries.total > entries.shown.length
                  ? `The newest ${entries.shown.length} of ${entries.total} entries.`
                  : entries.total === 1
                    ? "1 entry, a project from the showcase."
                    : `${entries.total} entries, newest first. Each is a project from the showcase.`}
              </p>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {entries.shown.map((p) => (
                  <li key={p.id}>
                    <ShowcaseCard project={p} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
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
        <p className="mt-4 text-sm text-white/80">
          {entries.total === 0
            ? challenge.isOpen
              ? "No entries yet."
              : "No entries."
            : entries.total === 1
              ? "1 entry."
              : `${entries.total} entries.`}{" "}
          {challenge.isOpen
            ? `Entries are open until ${challenge.ends}.`
            : `Entries closed on ${challenge.ends}. The results are on this page.`}
        </p>
        <YourEntry
          isOpen={challenge.isOpen}
          mine={mine}
          error={actionData && "error" in actionData ? actionData.error : null}
          signUpHref={signUpHref}
          logInHref={logInHref}
        />
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

type Mine = Route.ComponentProps["loaderData"]["mine"];

/** The aside's entry form: sign up, create a project first, enter one, or change or withdraw it. */
function YourEntry({
  isOpen,
  mine,
  error,
  signUpHref,
  logInHref,
}: {
  isOpen: boolean;
  mine: Mine;
  error: string | null;
  signUpHref: string;
  logInHref: string;
}) {
  if (!mine || (!isOpen && !mine.entry)) {
    if (!isOpen) {
      return (
        <Link to={href("/challenges")} className="btn btn-primary mt-5 w-full">
          See all challenges
        </Link>
      );
    }
    return (
      <div className="mt-5">
        <p className="text-sm text-white/80">Entering is free: sign up, then enter a project of yours here.</p>
        <Link to={signUpHref} className="btn btn-primary mt-4 w-full">
          Sign up to enter
        </Link>
        <p className="mt-3 text-center text-sm text-white/80">
          Already a member?{" "}
          <Link to={logInHref} className="font-bold text-turquoise underline">
            Log in
          </Link>
        </p>
      </div>
    );
  }
  const { entry, projects } = mine;
  const others = projects.filter((p) => p.id !== entry?.projectId);
  return (
    <section id="your-entry" aria-labelledby="your-entry-heading" className="mt-6 border-t border-white/15 pt-5">
      <h2 id="your-entry-heading" className="flex items-center gap-2 font-display text-lg font-bold">
        <Send aria-hidden className="size-5 text-turquoise" /> Your entry
      </h2>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-yellow p-3 text-sm font-bold text-navy">
          {error}
        </p>
      )}
      {entry ? (
        <p className="mt-2 text-sm text-white/80">
          You entered{" "}
          <Link to={href("/project/:id", { id: entry.projectId })} className="font-bold text-turquoise underline">
            {entry.title}
          </Link>{" "}
          on {entry.enteredOn}.
          {!entry.published && (
            <>
              {" "}
              It is a draft now, so it is not listed or judged:{" "}
              <Link
                to={href("/dashboard/projects/:id/edit", { id: entry.projectId })}
                className="font-bold text-turquoise underline"
              >
                publish it again
              </Link>
              .
            </>
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-white/80">You have not entered this challenge.</p>
      )}
      {isOpen &&
        (others.length > 0 ? (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="enter" />
            <label className="block text-sm font-bold">
              {entry ? "Enter another project instead" : "Project to enter"}
              <select
                name="projectId"
                required
                className="mt-1 block w-full rounded-lg border border-white/30 bg-white px-3 py-2 font-normal text-navy"
              >
                {others.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary w-full">
              {entry ? "Change my entry" : "Enter this project"}
            </button>
          </Form>
        ) : (
          !entry && (
            <p className="mt-3 text-sm text-white/80">
              Your entry is a published showcase project.{" "}
              <Link to={href("/dashboard/projects/new")} className="font-bold text-turquoise underline">
                Create your project
              </Link>
              , publish it, then come back to enter it.
            </p>
          )
        ))}
      {isOpen && entry && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="withdraw" />
          <button type="submit" className="btn btn-outline w-full text-white">
            Withdraw my entry
          </button>
        </Form>
      )}
    </section>
  );
}
