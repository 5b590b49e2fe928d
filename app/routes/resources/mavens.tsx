import { Headphones } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/mavens";
import { formatUtcDate } from "~/core/format.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const episodes = await getAppContext(context).services.publishing.listLive("interview");
  return {
    episodes: episodes.map((e) => ({
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      guest: e.fields.guest ?? "",
      guestRole: e.fields.guestRole ?? "",
      episode: e.fields.episode ?? "",
      publishedAt: e.publishedAt,
    })),
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Mavens of Data", url: "/mavens-of-data" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Mavens of Data",
    description:
      "Our interview series with people who work with data every day: how they got there, what they've learned and their advice for analysts.",
    path: "/mavens-of-data",
    siteUrl: siteUrlFrom(matches),
  });

export default function MavensPage({ loaderData: { episodes } }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Resources"
        title="Mavens of Data"
        lede="Conversations with analysts, engineers and leaders about the work, the tools and the career. Listen to a clip, read the whole conversation."
      />
      <div className="container-site mt-10">
        <ol className="grid gap-6 md:grid-cols-2">
          {episodes.map((e) => (
            <li key={e.slug}>
              <article className="flex h-full gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm">
                <InitialsAvatar name={e.guest} size={72} />
                <div>
                  <p className="eyebrow flex items-center gap-1">
                    <Headphones aria-hidden className="size-4" /> Episode {e.episode} ·{" "}
                    <time dateTime={e.publishedAt}>{formatUtcDate(e.publishedAt)}</time>
                  </p>
                  <h2 className="mt-1 font-display text-xl font-bold text-navy">
                    <Link to={`/mavens-of-data/${e.slug}`} className="hover:underline">
                      {e.title}
                    </Link>
                  </h2>
                  <p className="text-sm font-bold text-turquoise-deep">
                    {e.guest}, {e.guestRole}
                  </p>
                  <p className="mt-2 text-sm text-muted">{e.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-sm text-muted">
          Guests in this series are illustrative characters; the conversations are written by our team and the clips are
          read by a synthesized voice.
        </p>
      </div>
    </main>
  );
}
