import { data, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/maven-episode";
import { formatUtcDate } from "~/core/format.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publishing } = getAppContext(context).services;
  const found = await orHttpError(publishing.findLive("interview", params.slug));
  if (found.status === "moved") throw redirect(`/mavens-of-data/${found.slug}`, 301);
  if (found.status === "gone") throw data({ message: "This episode was removed." }, { status: 410 });
  const e = found.entry;
  const others = (await publishing.listLive("interview")).filter((o) => o.id !== e.id).slice(0, 3);
  return {
    episode: {
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      transcriptHtml: markdownToHtml(e.body),
      guest: e.fields.guest ?? "",
      guestRole: e.fields.guestRole ?? "",
      number: e.fields.episode ?? "",
      audio: e.fields.audio ?? null,
      publishedAt: e.publishedAt,
    },
    others: others.map((o) => ({ slug: o.slug, title: o.title, guest: o.fields.guest ?? "" })),
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d }) => {
    const ep = (d as Awaited<ReturnType<typeof loader>> | undefined)?.episode;
    return ep ? { label: ep.title, url: `/mavens-of-data/${ep.slug}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.episode.title}, with ${loaderData.episode.guest}`,
        description: loaderData.episode.summary,
        path: `/mavens-of-data/${loaderData.episode.slug}`,
        siteUrl: siteUrlFrom(matches),
      })
    : [];

export default function EpisodePage({ loaderData: { episode, others } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <header className="bg-navy text-white">
        <div className="container-site max-w-4xl py-10 md:py-14">
          <p className="eyebrow text-turquoise!">
            Mavens of Data · Episode {episode.number} ·{" "}
            <time dateTime={episode.publishedAt}>{formatUtcDate(episode.publishedAt)}</time>
          </p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-bold md:text-5xl">{episode.title}</h1>
          <div className="mt-6 flex items-center gap-4">
            <InitialsAvatar name={episode.guest} size={64} />
            <p>
              <span className="block text-lg font-bold">{episode.guest}</span>
              <span className="text-white/80">{episode.guestRole}</span>
            </p>
          </div>
          <p className="mt-6 text-lg text-white/80">{episode.summary}</p>
          {episode.audio && (
            <figure className="mt-6 rounded-2xl bg-white/10 p-4">
              <figcaption className="mb-2 text-sm font-bold">Listen to a clip from the conversation</figcaption>
              <audio controls preload="none" src={episode.audio} className="w-full">
                <a href={episode.audio}>Download the clip (MP3)</a>
              </audio>
            </figure>
          )}
        </div>
      </header>
      <div className="container-site mt-10 max-w-3xl">
        <h2 className="font-display text-2xl font-bold text-navy">Transcript</h2>
        <div className="mt-4">
          <ArticleHtml html={episode.transcriptHtml} />
        </div>
        <p className="mt-8 text-sm text-muted">
          {episode.guest} is an illustrative guest; this conversation was written by our team and the clip is read by a
          synthesized voice.
        </p>
        {others.length > 0 && (
          <section aria-labelledby="more-h" className="mt-12">
            <h2 id="more-h" className="font-display text-2xl font-bold text-navy">
              More episodes
            </h2>
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {others.map((o) => (
                <li key={o.slug} className="p-4">
                  <Link to={`/mavens-of-data/${o.slug}`} className="font-bold text-navy hover:underline">
                    {o.title}
                  </Link>
                  <span className="block text-sm text-muted">with {o.guest}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
