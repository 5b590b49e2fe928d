import { getAppContext } from "~/app/context.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Every public page, content pages included (issue 2, section 4). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, env } = getAppContext(context);
  const paths = await services.site.publicPaths();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <url><loc>${escapeXml(`${env.siteUrl}${p.path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
