import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { ScrollRegion } from "~/app/components/ui/scroll-region.tsx";
import { isNumericCell, profileColumns, type ColumnProfile } from "~/core/column-profile.ts";
import { formatNumber } from "~/core/format.ts";
import { DEFAULT_PAGE_SIZE, paginate, PAGE_SIZE_OPTIONS } from "~/core/pagination.ts";

/**
 * Identifier-like columns (ids, years, zip and FIPS codes) are numbers a reader must not see with
 * thousands commas ("2,012"); so are integers written with leading zeros.
 */
const IDENTIFIER_COLUMN = /(^|[^a-z])(id|year|yr|zip|zipcode|code|fips|iata|postal)([^a-z]|$)/i;

function numberFormatter(name: string, profile: ColumnProfile, values: string[]) {
  if (profile.type !== "number") return null;
  if (IDENTIFIER_COLUMN.test(name) || values.some((v) => /^-?0\d/.test(v.trim()))) return (v: string) => v;
  return (v: string) => (isNumericCell(v) ? formatNumber(Number(v.replace(/,/g, ""))) : v);
}

const TYPE_LABEL: Record<ColumnProfile["type"], string> = {
  number: "Number",
  date: "Date",
  boolean: "Boolean",
  text: "Text",
  empty: "Empty",
};

/** Spec section 9: a dense, paginated table; 10 rows by default, 10/15/20/25/30 to choose from. */
export function DataTable({ columns, rows, caption }: { columns: string[]; rows: string[][]; caption: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const sizeId = useId();
  const profiles = useMemo(() => profileColumns(columns, rows), [columns, rows]);
  const formatters = useMemo(
    () =>
      profiles.map((p, i) =>
        numberFormatter(
          columns[i] ?? "",
          p,
          rows.map((r) => r[i] ?? ""),
        ),
      ),
    [profiles, columns, rows],
  );
  const view = paginate(rows, page, pageSize);

  return (
    <div>
      <ScrollRegion label={caption} className="rounded-xl border border-line">
        <table className="min-w-full border-collapse text-left text-[13px] leading-tight">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-mist">
            <tr>
              {columns.map((name, i) => {
                const profile = profiles[i]!;
                const numeric = profile.type === "number";
                return (
                  <th
                    key={`${i}-${name}`}
                    scope="col"
                    className={`border-b border-line px-3 py-2 align-bottom ${numeric ? "text-right" : ""}`}
                  >
                    <span className="block font-bold whitespace-nowrap text-navy">{name}</span>
                    <ColumnSummary profile={profile} format={formatters[i] ?? null} />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {view.items.map((row, r) => (
              <tr key={view.from + r} className="odd:bg-white even:bg-mist/50">
                {columns.map((_, c) => {
                  const value = row[c] ?? "";
                  const format = formatters[c];
                  return (
                    // Cells are React text: a cell holding HTML shows the HTML as text.
                    <td
                      key={c}
                      className={`max-w-72 truncate border-b border-line/60 px-3 py-1.5 whitespace-nowrap ${format ? "text-right tabular-nums" : ""}`}
                      title={value.length > 40 ? value : undefined}
                    >
                      {format ? format(value) : value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        <label htmlFor={sizeId} className="flex items-center gap-2">
          Rows per page
          <select
            id={sizeId}
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            className="rounded-md border border-line bg-white px-2 py-1 text-ink"
          >
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-2">
          <p aria-live="polite" data-testid="table-range">
            {view.total === 0
              ? "No rows"
              : `${formatNumber(view.from)}–${formatNumber(view.to)} of ${formatNumber(view.total)}`}
          </p>
          <div className="flex gap-1">
            <button
              type="button"
              onClick={() => setPage(view.page - 1)}
              disabled={view.page <= 1}
              className="rounded-full p-1.5 text-navy hover:bg-mist disabled:opacity-40"
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setPage(view.page + 1)}
              disabled={view.page >= view.pageCount}
              className="rounded-full p-1.5 text-navy hover:bg-mist disabled:opacity-40"
              aria-label="Next page"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Beyond the spec: a profile of each column, computed on the previewed rows. Two short lines keep
 * columns narrow on a phone; the range says "to", as a dash next to a negative number reads badly.
 */
function ColumnSummary({ profile, format }: { profile: ColumnProfile; format: ((v: string) => string) | null }) {
  const counts = [TYPE_LABEL[profile.type], `${formatNumber(profile.distinct)} distinct`];
  if (profile.empty > 0) counts.push(`${formatNumber(profile.empty)} empty`);
  let detail: string | null = null;
  if (profile.type === "number" || profile.type === "date") {
    if (profile.min !== undefined && profile.max !== undefined) {
      const show = (v: string) => (format && profile.type === "number" ? format(v.replace(/,/g, "")) : v);
      detail = profile.min === profile.max ? show(profile.min) : `${show(profile.min)} to ${show(profile.max)}`;
    }
  } else if (profile.top) {
    const value = profile.top.value.length > 18 ? `${profile.top.value.slice(0, 17)}…` : profile.top.value;
    detail = `Top: ${value} (${formatNumber(profile.top.count)})`;
  }
  return (
    <span className="mt-0.5 block text-[11px] font-normal whitespace-nowrap text-muted" data-testid="column-profile">
      <span className="block">{counts.join(" · ")}</span>
      {detail && <span className="block">{detail}</span>}
    </span>
  );
}
