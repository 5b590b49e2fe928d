import { CalendarDays } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/challenge";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const challenge = await orHttpError(getAppContext(context).services.challenges.get(params.id));
  const isOpen = challenge.endsAt.getTime() > Date.now();
  return {
    challenge: {
      id: challenge.id,
      slug: challenge.slug,
      title: challenge.title,
      excerpt: challenge.excerpt,
      paragraphs: challenge.body.split(/\n\s*\n/).filter(Boolean),
      imageSrc: challenge.featuredImageSrc,
      starts: dateFormat.format(challenge.startsAt),
      ends: dateFormat.format(challenge.endsAt),
      isOpen,
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
        image: loaderData.challenge.imageSrc,
      })
    : [];

export default function ChallengePage({ loaderData: { challenge } }: Route.ComponentProps) {
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
            : "This challenge has closed. Browse the current challenge and past winners."}
        </p>
        <Link
          to={challenge.isOpen ? href("/signup/pricing") : href("/challenges")}
          className="btn btn-primary mt-5 w-full"
        >
          {challenge.isOpen ? "Join the challenge" : "See all challenges"}
        </Link>
      </aside>
    </main>
  );
}
