import { Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { useAutoSubmit } from "~/app/components/use-auto-submit.ts";
import { Pagination } from "~/app/components/pagination.tsx";
import { getAppContext } from "~/app/context.ts";
import { CourseCard } from "~/app/features/catalog/cards.tsx";
import { CourseDrawer, courseDrawerIntent } from "~/app/features/catalog/course-drawer.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import {
  COURSE_LEVELS,
  type CourseFilters,
  hasActiveFilters,
  LEVEL_LABEL,
  parseCourseFilters,
  SEARCH_MAX_LENGTH,
  SORT_LABEL,
} from "~/core/catalog-filters.ts";
import { paginate, parsePage } from "~/core/pagination.ts";
import type { CourseCard as CourseCardData } from "~/server/domain/catalog/service.ts";
import type { Route } from "./+types/courses";

/** Cards per page: enough to compare, few enough to render fast on a phone. */
const COURSES_PER_PAGE = 12;

/**
 * Skills listed in the filter (the most common, plus any selected); the rest are reachable by
 * search. Every tool is listed: a learner looks for theirs by name, and a missing one reads as
 * "no course uses it".
 */
const SKILL_FACETS = 14;

function topFacets(all: { value: string; count: number }[], selected: string[], limit: number) {
  const chosen = new Set(selected.map((s) => s.toLowerCase()));
  return all.filter((f, i) => i < limit || chosen.has(f.value.toLowerCase()));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseCourseFilters(url.searchParams);
  const { catalog } = getAppContext(context).services;
  const [all, facets] = await Promise.all([catalog.searchCourses(filters), catalog.courseFacets()]);
  const page = paginate(all, parsePage(url.searchParams.get("page")), COURSES_PER_PAGE);
  return {
    filters,
    courses: page.items,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    facets: {
      tools: facets.tools,
      skills: topFacets(facets.skills, filters.skills, SKILL_FACETS),
    },
    search: url.search,
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Courses", url: "/courses" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Data Analytics Courses",
    description:
      "Self-paced courses in Excel, SQL, Power BI, Tableau, Python, statistics and machine learning, taught by working analysts. Filter by tool, skill and level.",
    path: "/courses",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/courses.jpg",
  });

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { filters, courses, total, page, pageCount, facets, search } = loaderData;
  const [open, setOpen] = useState<CourseCardData | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/courses";
  const active = hasActiveFilters(filters);

  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Course catalog"
        title="Courses"
        lede="Project-based courses taught by working analysts. Filter by the tools you use, the skills you want and your level, then open a course to see what it covers."
      />
      <div className="container-site mt-8 grid gap-8 lg:grid-cols-[260px_1fr]">
        <Filters filters={filters} facets={facets} />
        <section aria-labelledby="results-heading" aria-busy={busy}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="font-display text-xl font-bold text-navy" aria-live="polite">
              {total === 1 ? "1 course" : `${total} courses`}
              {filters.q && (
                <span className="font-normal text-muted">
                  {" "}
                  for “<span className="text-navy">{filters.q}</span>”
                </span>
              )}
            </h2>
            {active && (
              <Link to="/courses" className="text-sm font-bold text-turquoise-deep hover:underline" preventScrollReset>
                Clear all filters
              </Link>
            )}
          </div>
          <ActiveChips filters={filters} search={search} />
          {courses.length === 0 ? (
            <div className="mt-8 rounded-2xl border border-dashed border-line p-10 text-center">
              <p className="font-display text-lg font-bold text-navy">No courses match these filters</p>
              <p className="mt-2 text-muted">Try fewer filters or a shorter search.</p>
              <Link to="/courses" className="btn btn-dark mt-5">
                Show all courses
              </Link>
            </div>
          ) : (
            <ul
              className={`mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${busy ? "opacity-60" : ""}`}
              {...courseDrawerIntent}
            >
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} onOpen={setOpen} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageCount={pageCount} pathname="/courses" search={search} />
          <p className="mt-10 text-sm text-muted">
            Short on time? Try a{" "}
            <Link to={href("/crash-courses")} className="font-bold text-turquoise-deep hover:underline">
              crash course
            </Link>{" "}
            or follow a{" "}
            <Link to={href("/paths")} className="font-bold text-turquoise-deep hover:underline">
              learning path
            </Link>
            .
          </p>
        </section>
      </div>
      <CourseDrawer course={open} onClose={() => setOpen(null)} />
    </main>
  );
}

/** A GET form: works without JavaScript (Apply), and with it applies each change at once. */
function Filters({
  filters,
  facets,
}: {
  filters: CourseFilters;
  facets: { tools: { value: string; count: number }[]; skills: { value: string; count: number }[] };
}) {
  const [query, setQuery] = useState(filters.q);
  const moreRef = useRef<HTMLDetailsElement>(null);
  const facetActive = filters.tools.length + filters.skills.length + filters.levels.length + filters.formats.length > 0;
  // Small screens start with the facet lists folded away; wide screens always show them. Runs again
  // when the last facet is cleared: React then drops the server-rendered `open`, folding the lists.
  useEffect(() => {
    if (moreRef.current && window.matchMedia("(min-width: 992px)").matches) moreRef.current.open = true;
  }, [facetActive]);
  useEffect(() => setQuery(filters.q), [filters.q]);
  // A new search is ranked by best match unless another order was picked: "recommended" is only
  // the select's default, so it is not sent along with a changed search.
  const autoSubmit = useAutoSubmit("/courses", (data) => {
    const q = String(data.get("q") ?? "")
      .replace(/\s+/g, " ")
      .trim();
    if (data.get("sort") === "recommended" && q !== filters.q) data.delete("sort");
  });
  const checked = (list: readonly string[], value: string) => list.some((v) => v.toLowerCase() === value.toLowerCase());

  return (
    <Form
      {...autoSubmit}
      method="get"
      action="/courses"
      role="search"
      aria-label="Filter courses"
      className="lg:sticky lg:top-24 lg:self-start"
    >
      <label htmlFor="course-search" className="text-sm font-black tracking-wide text-navy uppercase">
        Search
      </label>
      <div className="relative mt-2">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id="course-search"
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Title, topic or tool"
          className="w-full rounded-full border border-line py-2.5 pr-4 pl-9 outline-none focus:border-turquoise-dark"
        />
      </div>
      <label htmlFor="course-sort" className="mt-5 block text-sm font-black tracking-wide text-navy uppercase">
        Sort by
      </label>
      <select
        id="course-sort"
        name="sort"
        defaultValue={filters.sort}
        key={filters.sort}
        className="mt-2 w-full rounded-lg border border-line bg-white px-3 py-2.5"
      >
        {(Object.keys(SORT_LABEL) as (keyof typeof SORT_LABEL)[])
          .filter((s) => s !== "relevance" || filters.q)
          .map((s) => (
            <option key={s} value={s}>
              {SORT_LABEL[s]}
            </option>
          ))}
      </select>
      <details ref={moreRef} className="group mt-5" open={facetActive || undefined}>
        {/* The label follows the open state in CSS, so it is right before hydration and without JS. */}
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-bold text-navy">
          <SlidersHorizontal aria-hidden className="size-4" />
          <span className="group-open:hidden">More filters</span>
          <span className="hidden group-open:inline">Fewer filters</span>
        </summary>
        <FacetGroup legend="Level">
          {COURSE_LEVELS.map((level) => (
            <Check
              key={level}
              name="level"
              value={level}
              label={LEVEL_LABEL[level]}
              checked={filters.levels.includes(level)}
            />
          ))}
        </FacetGroup>
        <FacetGroup legend="Format">
          <Check name="format" value="course" label="Full course" checked={filters.formats.includes("course")} />
          <Check
            name="format"
            value="crash_course"
            label="Crash course"
            checked={filters.formats.includes("crash_course")}
          />
        </FacetGroup>
        <FacetGroup legend="Tool">
          {facets.tools.map((f) => (
            <Check
              key={f.value}
              name="tool"
              value={f.value}
              label={f.value}
              count={f.count}
              checked={checked(filters.tools, f.value)}
            />
          ))}
        </FacetGroup>
        <FacetGroup legend="Skill">
          {facets.skills.map((f) => (
            <Check
              key={f.value}
              name="skill"
              value={f.value}
              label={f.value}
              count={f.count}
              checked={checked(filters.skills, f.value)}
            />
          ))}
        </FacetGroup>
      </details>
      <noscript>
        <button type="submit" className="btn btn-dark mt-5 w-full">
          Apply filters
        </button>
      </noscript>
    </Form>
  );
}

function FacetGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-black tracking-wide text-navy uppercase">{legend}</legend>
      <div className="mt-2 space-y-1">{children}</div>
    </fieldset>
  );
}

function Check({
  name,
  value,
  label,
  checked,
  count,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  count?: number;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm hover:bg-mist">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        key={`${value}-${checked}`}
        className="size-4 accent-navy"
      />
      <span className="flex-1 text-ink">{label}</span>
      {count !== undefined && <span className="text-xs text-muted">{count}</span>}
    </label>
  );
}

/** Each active filter as a chip that removes just that filter. */
function ActiveChips({ filters, search }: { filters: CourseFilters; search: string }) {
  const chips: { key: string; label: string; to: string }[] = [];
  const remove = (name: string, value?: string) => {
    const params = new URLSearchParams(search);
    const rest = value === undefined ? [] : params.getAll(name).filter((v) => v.trim() !== value);
    params.delete(name);
    for (const v of rest) params.append(name, v);
    const query = params.toString();
    return `/courses${query ? `?${query}` : ""}`;
  };
  if (filters.q) chips.push({ key: "q", label: `“${filters.q}”`, to: remove("q") });
  for (const level of filters.levels)
    chips.push({ key: `l-${level}`, label: LEVEL_LABEL[level], to: remove("level", level) });
  for (const f of filters.formats)
    chips.push({ key: `f-${f}`, label: f === "course" ? "Full course" : "Crash course", to: remove("format", f) });
  for (const tool of filters.tools) chips.push({ key: `t-${tool}`, label: tool, to: remove("tool", tool) });
  for (const skill of filters.skills) chips.push({ key: `s-${skill}`, label: skill, to: remove("skill", skill) });
  if (chips.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.to}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full bg-mist px-3 py-1 text-sm font-bold text-navy hover:bg-line"
          >
            {chip.label}
            <X aria-hidden className="size-3.5" />
            <span className="sr-only">(remove filter)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
