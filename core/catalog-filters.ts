/**
 * The course catalogue's filters live in the URL so a filtered view can be shared. Parsing is
 * forgiving: unknown or malformed values are dropped, never an error.
 */

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_FORMATS = ["course", "crash_course"] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const COURSE_SORTS = ["recommended", "relevance", "newest", "title", "shortest", "longest"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const SORT_LABEL: Record<CourseSort, string> = {
  recommended: "Recommended",
  relevance: "Best match",
  newest: "Newest",
  title: "Title A–Z",
  shortest: "Shortest first",
  longest: "Longest first",
};

export const LEVEL_LABEL: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** Longest search text we act on; longer input is cut, not rejected. */
export const SEARCH_MAX_LENGTH = 100;
/** Values per multi-select filter; more is not a real use. */
const MAX_VALUES = 12;
/** Tool and skill names are short words ("Power BI", "C#", "Machine Learning"). */
const FACET_VALUE = /^[\p{L}\p{N} .+#&/()-]{1,40}$/u;

export interface CourseFilters {
  q: string;
  tools: string[];
  skills: string[];
  levels: CourseLevel[];
  formats: CourseFormat[];
  sort: CourseSort;
}

function facetValues(params: URLSearchParams, name: string): string[] {
  const seen = new Map<string, string>();
  for (const raw of params.getAll(name)) {
    const value = raw.trim();
    if (FACET_VALUE.test(value) && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
    if (seen.size >= MAX_VALUES) break;
  }
  return [...seen.values()];
}

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];
}

export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
  const rawSort = params.get("sort") ?? "";
  const sort: CourseSort = (COURSE_SORTS as readonly string[]).includes(rawSort)
    ? (rawSort as CourseSort)
    : q
      ? "relevance"
      : "recommended";
  return {
    q,
    tools: facetValues(params, "tool"),
    skills: facetValues(params, "skill"),
    levels: oneOf(COURSE_LEVELS, params.getAll("level")),
    formats: oneOf(COURSE_FORMATS, params.getAll("format")),
    // "Best match" needs a search; without one it falls back to the default order.
    sort: sort === "relevance" && !q ? "recommended" : sort,
  };
}

export function hasActiveFilters(f: CourseFilters): boolean {
  return Boolean(f.q || f.tools.length || f.skills.length || f.levels.length || f.formats.length);
}

/**
 * Words of a search, for a prefix full-text query ("pyth pand" finds "Python pandas"). Only letters
 * and digits survive, so nothing the user types reaches the query syntax.
 */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((w) => w.slice(0, 30));
}
