import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Maven Analytics";

interface SeoInput {
  title: string;
  description: string;
  /** Path of the page (no query), made absolute with the site URL for canonical and og:url. */
  path: string;
  siteUrl: string;
  image?: string;
  noIndex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function seo({ title, description, path, siteUrl, image = "/images/og-default.png", noIndex }: SeoInput) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = `${siteUrl}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site URL from the root loader, for route meta functions. */
export function siteUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/**
 * A JSON-LD block as a meta descriptor. `<` is escaped so course text can never close the script
 * element; JSON-LD is data, not script, so the CSP does not apply to it.
 */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": JSON.parse(JSON.stringify(data).replace(/</g, "\\u003c")) as Record<string, unknown> };
}
