import { ChevronRight } from "lucide-react";
import { Link, useMatches } from "react-router";

export interface Breadcrumb {
  label: string;
  url: string;
}

/**
 * A route's `handle.breadcrumb`: fixed, or computed from its loader data. A page whose parent has no
 * route of its own (a lesson: its course page is a sibling route) names the parent too.
 */
export interface BreadcrumbHandle {
  breadcrumb?: Breadcrumb | ((match: { data: unknown; pathname: string }) => Breadcrumb | Breadcrumb[] | null);
}

/** Breadcrumbs from route handles (spec section 3, "Page context"): never two with the same url. */
export function buildBreadcrumbs(
  matches: readonly { handle?: unknown; loaderData?: unknown; pathname: string }[],
): Breadcrumb[] {
  const seen = new Set<string>();
  const crumbs: Breadcrumb[] = [];
  for (const match of matches) {
    const spec = (match.handle as BreadcrumbHandle | undefined)?.breadcrumb;
    const found = typeof spec === "function" ? spec({ data: match.loaderData, pathname: match.pathname }) : spec;
    for (const crumb of [found ?? []].flat()) {
      if (seen.has(crumb.url)) continue;
      seen.add(crumb.url);
      crumbs.push(crumb);
    }
  }
  return crumbs;
}

export function Breadcrumbs() {
  const crumbs = buildBreadcrumbs(useMatches());
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="container-site pt-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.url} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-bold text-navy">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.url} className="hover:text-navy hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
