/**
 * The data playground's filters, kept in the URL so a filtered view can be shared. Unknown or
 * malformed values are dropped, never an error.
 */
import { parsePage } from "./pagination.ts";

export const PLAYGROUND_PAGE_SIZE = 12;
export const DATASET_SORTS = ["newest", "oldest", "title"] as const;
export type DatasetSort = (typeof DATASET_SORTS)[number];
export const DATASET_SORT_LABEL: Record<DatasetSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A–Z",
};

export interface PlaygroundFilters {
  q: string;
  tag: string;
  structure: "" | "single" | "multiple";
  access: "" | "open" | "premium";
  sort: DatasetSort;
  page: number;
}

export const PLAYGROUND_SEARCH_MAX = 100;

export function parsePlaygroundFilters(params: URLSearchParams): PlaygroundFilters {
  const structure = params.get("structure");
  const access = params.get("access");
  const sort = params.get("sort") ?? "";
  const tag = (params.get("tag") ?? "").trim();
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, PLAYGROUND_SEARCH_MAX),
    tag: /^[\p{L}\p{N} &/-]{1,40}$/u.test(tag) ? tag : "",
    structure: structure === "single" || structure === "multiple" ? structure : "",
    access: access === "open" || access === "premium" ? access : "",
    sort: (DATASET_SORTS as readonly string[]).includes(sort) ? (sort as DatasetSort) : "newest",
    page: parsePage(params.get("page")),
  };
}

/**
 * `?datasetId=`: a string id is fetched directly, a number is a legacy id (spec section 3). Ids
 * are short URL-safe tokens; anything else cannot exist and is reported as not found.
 */
export type DatasetRef = { kind: "id"; id: string } | { kind: "legacy"; legacyId: number } | { kind: "invalid" };

export function parseDatasetRef(raw: string | null): DatasetRef | null {
  if (raw === null || raw === "") return null;
  const value = raw.trim();
  if (/^\d{1,9}$/.test(value)) return { kind: "legacy", legacyId: Number(value) };
  if (/^[A-Za-z][A-Za-z0-9_-]{0,79}$/.test(value)) return { kind: "id", id: value };
  return { kind: "invalid" };
}
