import { CalendarDays, Database, Send, Trophy } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { daysLeft } from "~/app/features/challenges/dates.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/challenges";
import { formatUtcDate } from "~/core/format.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const started = await getAppContext(context).services.challenges.listStarted();
  const now = new Date();
  const toItem = (c: (typeof started)[number]) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    excerpt: c.excerpt,
    imageSrc: c.featuredImageSrc,
    starts: formatUtcDate(c.startsAt),
    ends: formatUtcDate(c.endsAt),
    daysLeft: daysLeft(c.endsAt, now),
    dataset: c.dataset,
    winner: c.winners[0]?.name ?? null,
  });
  const [first, ...rest] = started;
  const current = first?.open
    ? { ...toItem(first), entries: await getAppContext(context).services.challenges.entryCount(first.id) }
    : null;
  const past = (current ? rest : started).map(toItem);
  return { current, past };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Data challenges", url: "/challenges" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Data Challenges",
    description:
      "A new real-world data challenge every month: analyze a real data set, share your work and learn from the winning entries.",
    path: "/challenges",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/challenges.jpg",
  });

export default function ChallengesPage({ loaderData: { current, past } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      {current ? (
        <section className="bg-navy text-white" aria-labelledby="current-challenge">
          <div className="container-site grid gap-10 py-12 md:grid-cols-2 md:items-center md:py-16">
            <div>
              <p className="eyebrow text-turquoise!">Current data challenge</p>
              <h1 id="current-challenge" className="mt-2 font-display text-4xl font-bold md:text-5xl">
                {current.title}
              </h1>
              <p className="mt-4 text-lg text-white/80">{current.excerpt}</p>
              <ul className="mt-6 space-y-2 text-sm text-white/85">
                <li className="flex items-center gap-2">
                  <CalendarDays aria-hidden className="size-4 text-turquoise" />
                  Closes {current.ends} ·{" "}
                  <strong className="text-yellow">
                    {current.daysLeft === 1 ? "1 day left" : `${current.daysLeft} days left`}
                  </strong>
                </li>
                <li className="flex items-center gap-2">
                  <Send aria-hidden className="size-4 text-turquoise" />
                  {current.entries === 0
                    ? "No entries yet"
                    : current.entries === 1
                      ? "1 entry so far"
                      : `${current.entries} entries so far`}
                </li>
                {current.dataset && (
                  <li className="flex items-center gap-2">
                    <Database aria-hidden className="size-4 text-turquoise" />
                    Data:{" "}
                    <Link
                      to={`${href("/data-playground")}?datasetId=${encodeURIComponent(current.dataset.id)}`}
                      className="font-bold text-white underline underline-offset-2"
                    >
                      {current.dataset.title}
                    </Link>
                  </li>
                )}
              </ul>
              <Link
                to={href("/challenges/:slug/:id", { slug: current.slug, id: current.id })}
                className="btn btn-primary mt-8"
              >
                Read the brief
              </Link>
            </div>
            <img
              src={current.imageSrc}
              alt=""
              width={640}
              height={360}
              className="aspect-video w-full rounded-2xl object-cover shadow-2xl"
            />
          </div>
        </section>
      ) : (
        <section className="bg-navy text-white">
          <div className="container-site py-12">
            <p className="eyebrow text-turquoise!">Data challenges</p>
            <h1 className="mt-2 font-display text-4xl font-bold">Data challenges</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/80">
              The next challenge opens soon. In the meantime, look at the past challenges and their winning entries.
            </p>
          </div>
        </section>
      )}
      <section className="container-site mt-12" aria-labelledby="past-challenges">
        <h2 id="past-challenges" className="font-display text-2xl font-bold text-navy">
          Past challenges
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {past.map((c) => (
            <li key={c.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg">
                <img
                  src={c.imageSrc}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-display text-lg leading-snug font-bold text-navy">
                    <Link
                      to={href("/challenges/:slug/:id", { slug: c.slug, id: c.id })}
                      className="after:absolute after:inset-0 group-hover:underline"
                    >
                      {c.title}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 text-sm text-muted">{c.excerpt}</p>
                  <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-muted">
                    <span>
                      {c.starts} – {c.ends}
                    </span>
                    {c.winner && (
                      <span className="inline-flex items-center gap-1">
                        <Trophy aria-hidden className="size-4 text-turquoise-deep" /> {c.winner}
                      </span>
                    )}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
