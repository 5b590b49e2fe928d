/** Page-size choices and 1-based pagination for tables and lists. */

export const PAGE_SIZE_OPTIONS = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Page numbers above this are treated as junk input. */
const MAX_PAGE = 1_000_000;

export type Page<T> = {
  items: T[];
  /** 1-based, clamped into 1…pageCount. */
  page: number;
  /** At least 1, even for no items. */
  pageCount: number;
  total: number;
  /** 1-based inclusive index of the first item shown; 0 when there are none. */
  from: number;
  /** 1-based inclusive index of the last item shown; 0 when there are none. */
  to: number;
};

function parsePositiveInteger(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isInteger(raw) && raw >= 1 ? raw : null;
  if (typeof raw === "string" && /^\d+$/.test(raw)) {
    const n = Number(raw);
    return n >= 1 ? n : null;
  }
  return null;
}

/** One of `PAGE_SIZE_OPTIONS` from a query value such as "20"; anything else is `DEFAULT_PAGE_SIZE`. */
export function parsePageSize(raw: unknown): number {
  const n = parsePositiveInteger(raw);
  return n !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** A page number from a query value such as "3"; anything but a positive integer up to 1,000,000 is 1. */
export function parsePage(raw: unknown): number {
  const n = parsePositiveInteger(raw);
  return n !== null && n <= MAX_PAGE ? n : 1;
}

/** The slice of `items` on a 1-based `page`, clamped into range. A bad page size falls back to the default. */
export function paginate<T>(items: T[], page: number, pageSize: number): Page<T> {
  const size = Number.isInteger(pageSize) && pageSize >= 1 ? pageSize : DEFAULT_PAGE_SIZE;
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(pageCount, Math.max(1, wanted));
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    total,
    from: slice.length === 0 ? 0 : start + 1,
    to: slice.length === 0 ? 0 : start + slice.length,
  };
}
