import { Database, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, href, Link, useLocation } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { useAutoSubmit } from "~/app/components/use-auto-submit.ts";
import { Pagination } from "~/app/components/pagination.tsx";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import {
  DATASET_PARAM,
  DatasetDrawerLink,
  loadDatasetDrawer,
  UrlDatasetDrawer,
} from "~/app/features/playground/url-drawer.tsx";
import { PremiumMarker } from "~/app/features/playground/premium-marker.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { isLocked } from "~/core/dataset-access.ts";
import { formatNumber } from "~/core/format.ts";
import {
  DATASET_SORT_LABEL,
  DATASET_SORTS,
  parsePlaygroundFilters,
  PLAYGROUND_SEARCH_MAX,
  type PlaygroundFilters,
} from "~/core/playground-filters.ts";
import type { DatasetCard } from "~/server/domain/datasets/service.ts";
import type { Route } from "./+types/data-playground";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const filters = parsePlaygroundFilters(new URL(request.url).searchParams);
  const me = await getViewer(context);
  const [page, tags, drawer] = await Promise.all([
    services.datasets.list(filters),
    services.datasets.tags(),
    loadDatasetDrawer(request, services, async () => me),
  ]);
  // Personalised answers (download links for subscribers) must not be shared by caches.
  return data({ filters, page, tags, drawer }, { headers: { "Cache-Control": me ? "private, no-store" : "no-cache" } });
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Data playground", url: "/data-playground" } };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const d = loaderData?.drawer?.dataset;
  return seo({
    title: d ? `${d.title} (data set)` : "Data Playground: Free Practice Data Sets",
    description: d
      ? d.description.slice(0, 155)
      : "Real-world data sets to practice on: preview the tables in your browser, read the column profile, and download the open sets for Excel, SQL, Power BI, Tableau or Python. Premium sets are for Maven subscribers.",
    path: "/data-playground",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/data-playground.jpg",
  });
};

export default function DataPlaygroundPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, tags, drawer } = loaderData;
  const location = useLocation();
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Data playground"
        title="Data playground"
        lede="Real-world data sets to practice on. Preview the tables in your browser, check the column profile, then download the open sets for your favorite tool. Premium sets are for Maven subscribers."
      />
      <div className="container-site mt-8">
        <Filters filters={filters} tags={tags} />
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {page.total === 1 ? "1 data set" : `${formatNumber(page.total)} data sets`}
        </p>
        {page.items.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-line p-10 text-center">
            <p className="font-display text-lg font-bold text-navy">No data sets match these filters</p>
            <Link to={href("/data-playground")} className="btn btn-dark mt-5">
              Show all data sets
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((d) => (
              <li key={d.id}>
                <DatasetCardView dataset={d} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          pathname={href("/data-playground")}
          search={location.search}
          drop={[DATASET_PARAM]}
        />
      </div>
      <UrlDatasetDrawer drawer={drawer} />
    </main>
  );
}

function DatasetCardView({ dataset }: { dataset: DatasetCard }) {
  const premium = isLocked(dataset.locked);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-lg">
      <div className="relative aspect-[16/9] bg-navy">
        <img src={dataset.imageSrc} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" />
        {premium && <PremiumMarker className="absolute top-3 right-3" />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-display text-lg leading-snug font-bold text-navy">
          <DatasetDrawerLink datasetId={dataset.id} className="after:absolute after:inset-0 group-hover:underline">
            {dataset.title}
          </DatasetDrawerLink>
        </h2>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{dataset.summary}</p>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {dataset.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-mist px-2.5 py-0.5 text-xs font-bold text-navy-700">
              {tag}
            </li>
          ))}
        </ul>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Database aria-hidden className="size-4" />
            {dataset.dataStructure === "multiple" ? "Multiple tables" : "Single table"}
          </span>
          <span>{formatNumber(dataset.numberOfRecords)} records</span>
          <span>{formatNumber(dataset.numberOfFields)} fields</span>
        </p>
      </div>
    </article>
  );
}

function Filters({ filters, tags }: { filters: PlaygroundFilters; tags: string[] }) {
  const autoSubmit = useAutoSubmit(href("/data-playground"));
  const [query, setQuery] = useState(filters.q);
  useEffect(() => setQuery(filters.q), [filters.q]);
  const select = "w-full rounded-lg border border-line bg-white px-3 py-2.5";
  return (
    <Form
      {...autoSubmit}
      method="get"
      role="search"
      aria-label="Filter data sets"
      className="grid gap-3 rounded-2xl bg-mist p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <label className="text-sm font-bold text-navy">
        Search
        <span className="relative mt-1 block">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={PLAYGROUND_SEARCH_MAX}
            placeholder="Weather, finance, movies…"
            className="w-full rounded-lg border border-line bg-white py-2.5 pr-3 pl-9 font-normal"
          />
        </span>
      </label>
      <label className="text-sm font-bold text-navy">
        Tag
        <select
          name="tag"
          defaultValue={filters.tag}
          key={`tag-${filters.tag}`}
          className={`mt-1 font-normal ${select}`}
        >
          <option value="">All tags</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-bold text-navy">
        Tables
        <select
          name="structure"
          defaultValue={filters.structure}
          key={`structure-${filters.structure}`}
          className={`mt-1 font-normal ${select}`}
        >
          <option value="">Any</option>
          <option value="single">Single table</option>
          <option value="multiple">Multiple tables</option>
        </select>
      </label>
      <label className="text-sm font-bold text-navy">
        Access
        <select
          name="access"
          defaultValue={filters.access}
          key={`access-${filters.access}`}
          className={`mt-1 font-normal ${select}`}
        >
          <option value="">Open and premium</option>
          <option value="open">Open</option>
          <option value="premium">Premium</option>
        </select>
      </label>
      <label className="text-sm font-bold text-navy">
        Sort
        <select
          name="sort"
          defaultValue={filters.sort}
          key={`sort-${filters.sort}`}
          className={`mt-1 font-normal ${select}`}
        >
          {DATASET_SORTS.map((s) => (
            <option key={s} value={s}>
              {DATASET_SORT_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn-dark">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
