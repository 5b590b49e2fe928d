import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { toList } from "~/core/lists.ts";
import { PLAYGROUND_PAGE_SIZE, type DatasetRef, type PlaygroundFilters } from "~/core/playground-filters.ts";
import type { Database } from "~/db/client.ts";
import { datasetFiles, datasets } from "~/db/schema/resources.ts";
import { cacheFor } from "../../cache.ts";
import { CATALOG_CACHE_TTL_MS, SEARCH_CACHE_ENTRIES } from "../catalog/service.ts";
import { NotFound } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { canDownload, canSeeRecommendedAnalysis } from "~/core/dataset-access.ts";

/** Spec section 3 "Dataset", as the pages and the API see it. */
export interface DatasetView {
  id: string;
  legacyId: number | null;
  title: string;
  description: string;
  dataStructure: "single" | "multiple";
  dateAdded: string;
  fileType: string;
  /** As stored: null is an unknown lock state, which is treated as locked. */
  locked: boolean | null;
  license: string;
  numberOfFields: number;
  numberOfRecords: number;
  /** null when the viewer may not see it (premium data set, not a subscriber). */
  recommendedAnalysis: string | null;
  source: string;
  tags: string[];
  imageSrc: string;
  /** Whether this viewer may download the files. */
  canDownload: boolean;
  /** `downloadUrl` is null when the viewer may not download. */
  downloadFiles: { id: string; title: string; fileType: string; fileSize: number; downloadUrl: string | null }[];
  previewFiles: { id: string; title: string; downloadUrl: string }[];
}

export type DatasetCard = Pick<
  DatasetView,
  | "id"
  | "legacyId"
  | "title"
  | "dataStructure"
  | "dateAdded"
  | "locked"
  | "numberOfFields"
  | "numberOfRecords"
  | "tags"
  | "imageSrc"
> & { summary: string };

export interface DatasetPage {
  items: DatasetCard[];
  total: number;
  page: number;
  pageCount: number;
}

export const downloadPath = (datasetId: string, fileId: string) =>
  `/data-playground/files/${encodeURIComponent(datasetId)}/${encodeURIComponent(fileId)}`;
export const previewPath = (datasetId: string, fileId: string) =>
  `/data-playground/preview/${encodeURIComponent(datasetId)}/${encodeURIComponent(fileId)}`;

/** `%` and `_` typed by a user are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createDatasetService({ db }: { db: Database }) {
  type Row = typeof datasets.$inferSelect;
  const toCard = (d: Row): DatasetCard => ({
    id: d.id,
    legacyId: d.legacyId,
    title: d.title,
    summary: d.description.length > 160 ? `${d.description.slice(0, 157).trimEnd()}…` : d.description,
    dataStructure: d.dataStructure,
    dateAdded: d.dateAdded,
    locked: d.locked,
    numberOfFields: d.numberOfFields,
    numberOfRecords: d.numberOfRecords,
    tags: toList(d.tags),
    imageSrc: d.imageSrc,
  });

  /** Full views of several data sets with one query for all their files. */
  async function toViews(rows: Row[], viewer: Viewer | null): Promise<DatasetView[]> {
    if (rows.length === 0) return [];
    const files = await db
      .select()
      .from(datasetFiles)
      .where(inArray(datasetFiles.datasetId, [...new Set(rows.map((d) => d.id))]))
      .orderBy(asc(datasetFiles.role), asc(datasetFiles.position), asc(datasetFiles.id));
    return rows.map((d) => {
      const own = files.filter((f) => f.datasetId === d.id);
      const allowed = canDownload(d, viewer);
      return {
        ...toCard(d),
        description: d.description,
        fileType: d.fileType,
        license: d.license,
        source: d.source,
        recommendedAnalysis: canSeeRecommendedAnalysis(d, viewer) ? d.recommendedAnalysis : null,
        canDownload: allowed,
        downloadFiles: own
          .filter((f) => f.role === "download")
          .map((f) => ({
            id: f.id,
            title: f.title,
            fileType: f.fileType,
            fileSize: f.fileSize,
            downloadUrl: allowed ? downloadPath(d.id, f.id) : null,
          })),
        previewFiles: own
          .filter((f) => f.role === "preview")
          .map((f) => ({ id: f.id, title: f.title, downloadUrl: previewPath(d.id, f.id) })),
      };
    });
  }
  const toView = async (d: Row, viewer: Viewer | null) => (await toViews([d], viewer))[0]!;

  const service = {
    async list(filters: PlaygroundFilters): Promise<DatasetPage> {
      const where: SQL[] = [];
      if (filters.q) {
        const pattern = likePattern(filters.q);
        where.push(
          or(ilike(datasets.title, pattern), ilike(datasets.description, pattern), ilike(datasets.tags, pattern))!,
        );
      }
      if (filters.tag) {
        where.push(
          sql`exists (select 1 from unnest(string_to_array(${datasets.tags}, ',')) as item(v) where lower(trim(item.v)) = ${filters.tag.toLowerCase()})`,
        );
      }
      if (filters.structure) where.push(eq(datasets.dataStructure, filters.structure));
      if (filters.access === "open") where.push(eq(datasets.locked, false));
      if (filters.access === "premium") where.push(or(ne(datasets.locked, false), isNull(datasets.locked))!);
      const condition = where.length ? and(...where) : undefined;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(datasets).where(condition);
      const pageCount = Math.max(1, Math.ceil(total / PLAYGROUND_PAGE_SIZE));
      const page = Math.min(filters.page, pageCount);
      const order =
        filters.sort === "title"
          ? [asc(datasets.title)]
          : filters.sort === "oldest"
            ? [asc(datasets.dateAdded), asc(datasets.title)]
            : [desc(datasets.dateAdded), asc(datasets.title)];
      const rows = await db
        .select()
        .from(datasets)
        .where(condition)
        .orderBy(...order, asc(datasets.id))
        .limit(PLAYGROUND_PAGE_SIZE)
        .offset((page - 1) * PLAYGROUND_PAGE_SIZE);
      return { items: rows.map(toCard), total, page, pageCount };
    },

    /** Tags in use, most common first, for the tag filter. */
    async tags(): Promise<string[]> {
      const rows = await db.select({ tags: datasets.tags }).from(datasets);
      const counts = new Map<string, { tag: string; n: number }>();
      for (const tag of rows.flatMap((r) => toList(r.tags))) {
        const entry = counts.get(tag.toLowerCase()) ?? { tag, n: 0 };
        entry.n += 1;
        counts.set(tag.toLowerCase(), entry);
      }
      return [...counts.values()].sort((a, b) => b.n - a.n || a.tag.localeCompare(b.tag)).map((e) => e.tag);
    },

    async get(id: string, viewer: Viewer | null): Promise<DatasetView> {
      const [row] = await db.select().from(datasets).where(eq(datasets.id, id)).limit(1);
      if (!row) throw new NotFound("We couldn't find that data set.");
      return toView(row, viewer);
    },

    /** Spec section 7: a number is looked up as legacy_id, first match. */
    async getByLegacyId(legacyId: number, viewer: Viewer | null): Promise<DatasetView> {
      const [row] = await db
        .select()
        .from(datasets)
        .where(eq(datasets.legacyId, legacyId))
        .orderBy(asc(datasets.id))
        .limit(1);
      if (!row) throw new NotFound("We couldn't find that data set.");
      return toView(row, viewer);
    },

    async resolve(ref: DatasetRef, viewer: Viewer | null): Promise<DatasetView> {
      if (ref.kind === "id") return service.get(ref.id, viewer);
      if (ref.kind === "legacy") return service.getByLegacyId(ref.legacyId, viewer);
      throw new NotFound("We couldn't find that data set.");
    },

    /** Full views by id, in the order asked, null for an unknown id (the API's per-request loader). */
    async getMany(ids: readonly string[], viewer: Viewer | null): Promise<(DatasetView | null)[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(datasets)
        .where(inArray(datasets.id, [...new Set(ids)]));
      const views = new Map((await toViews(rows, viewer)).map((v) => [v.id, v]));
      return ids.map((id) => views.get(id) ?? null);
    },

    /**
     * Full views in id order, `limit` at a time after the id `after` (keyset pagination for the
     * API), optionally only those with one legacy id. `hasMore` tells whether another page follows.
     */
    async page(
      viewer: Viewer | null,
      input: { legacyId?: number; limit: number; after?: string },
    ): Promise<{ items: DatasetView[]; hasMore: boolean }> {
      const where: SQL[] = [];
      if (input.legacyId !== undefined) where.push(eq(datasets.legacyId, input.legacyId));
      if (input.after !== undefined) where.push(gt(datasets.id, input.after));
      const rows = await db
        .select()
        .from(datasets)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(datasets.id))
        .limit(input.limit + 1);
      return { items: await toViews(rows.slice(0, input.limit), viewer), hasMore: rows.length > input.limit };
    },

    /** Card facts for a few data sets (challenge and guided project pages). */
    async cards(ids: string[]): Promise<DatasetCard[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(datasets)
        .where(or(...ids.map((id) => eq(datasets.id, id))));
      return rows.map(toCard);
    },
  };
  // Data sets change only through the seed, like the catalogue (CATALOG_CACHE_TTL_MS): the listing
  // and its tags are read from memory, keyed by the filters a visitor chose.
  return {
    ...service,
    list: cacheFor(CATALOG_CACHE_TTL_MS, service.list, { maxEntries: SEARCH_CACHE_ENTRIES }),
    tags: cacheFor(CATALOG_CACHE_TTL_MS, service.tags),
  };
}

export type DatasetService = ReturnType<typeof createDatasetService>;
