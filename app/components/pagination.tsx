import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Numbered page links that keep the other query parameters (minus `drop`). */
export function Pagination({
  page,
  pageCount,
  pathname,
  search,
  drop = [],
}: {
  page: number;
  pageCount: number;
  pathname: string;
  search: string;
  drop?: string[];
}) {
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    for (const name of drop) params.delete(name);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const q = params.toString();
    return `${pathname}${q ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} className="btn btn-ghost" rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      )}
      <ol className="flex gap-1">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={to(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className="grid size-10 place-items-center rounded-full font-bold text-navy hover:bg-mist aria-[current=page]:bg-navy aria-[current=page]:text-white"
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={to(page + 1)} className="btn btn-ghost" rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </nav>
  );
}
