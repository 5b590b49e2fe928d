import { getAppContext } from "~/app/context.ts";
import type { Route } from "./+types/feed";

const FEED_SIZE = 20;
const esc = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The blog as an Atom feed (RFC 4287): the newest live posts, scheduled ones once their time comes. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, env } = getAppContext(context);
  const posts = (await services.publishing.listLive("post")).slice(0, FEED_SIZE);
  const site = env.siteUrl;
  const updated = posts.reduce(
    (max, p) => (p.updatedAt > max ? p.updatedAt : max),
    posts[0]?.updatedAt ?? "1970-01-01T00:00:00.000Z",
  );
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    "  <title>Maven Analytics Blog</title>",
    "  <subtitle>Tutorials, data challenges and product news from Maven Analytics</subtitle>",
    `  <link href="${esc(`${site}/blog`)}"/>`,
    `  <link rel="self" href="${esc(`${site}/blog/feed.xml`)}"/>`,
    `  <id>${esc(`${site}/blog`)}</id>`,
    `  <updated>${updated}</updated>`,
    ...posts.map((p) =>
      [
        "  <entry>",
        `    <title>${esc(p.title)}</title>`,
        `    <link href="${esc(`${site}/blog/${p.slug}`)}"/>`,
        `    <id>${esc(`${site}/blog/${p.slug}`)}</id>`,
        `    <published>${p.publishedAt}</published>`,
        `    <updated>${p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt}</updated>`,
        `    <author><name>${esc(p.fields.author ?? "Maven Analytics")}</name></author>`,
        ...p.tags.map((t) => `    <category term="${esc(t)}"/>`),
        `    <summary>${esc(p.summary)}</summary>`,
        "  </entry>",
      ].join("\n"),
    ),
    "</feed>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
