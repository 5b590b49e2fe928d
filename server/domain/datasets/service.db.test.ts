import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYGROUND_PAGE_SIZE, type PlaygroundFilters } from "~/core/playground-filters.ts";
import { datasetFiles, datasets } from "~/db/schema/resources.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { NotFound } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { createDatasetService, downloadPath, previewPath, type DatasetService } from "./service.ts";

type Row = typeof datasets.$inferInsert;

const ANALYSIS = "- First idea\n- Second idea";
const LONG_DESCRIPTION = `${"A fairly long description of the data set. ".repeat(6)}The end.`;

/** Five data sets with something to find, and ten fillers that share one date (so ties break by title). */
const special: Row[] = [
  {
    id: "ds_alpha",
    legacyId: 101,
    title: "Alpha Weather",
    description: LONG_DESCRIPTION,
    tags: "Weather, Time Series",
    dataStructure: "single",
    dateAdded: "2024-01-01",
    locked: false,
    recommendedAnalysis: ANALYSIS,
  },
  {
    id: "ds_bravo",
    legacyId: 102,
    title: "Bravo Finance",
    description: "Quarterly results.",
    tags: "finance,  business ",
    dataStructure: "multiple",
    dateAdded: "2024-02-01",
    locked: true,
    recommendedAnalysis: ANALYSIS,
  },
  {
    id: "ds_charlie",
    legacyId: 103,
    title: "Charlie 100% Sample",
    description: "Every row kept.",
    tags: "Finance",
    dataStructure: "single",
    dateAdded: "2024-03-01",
    locked: null,
    recommendedAnalysis: ANALYSIS,
  },
  {
    id: "ds_delta",
    legacyId: 104,
    title: "Delta 1000 Sample",
    description: "A column named under_score.",
    tags: "Time Series",
    dataStructure: "multiple",
    dateAdded: "2024-04-01",
    locked: false,
    recommendedAnalysis: ANALYSIS,
  },
  {
    id: "ds_echo",
    legacyId: 1040,
    title: "Echo Series Only",
    description: "Errs often.",
    tags: "Series",
    dataStructure: "single",
    dateAdded: "2024-05-01",
    locked: false,
    recommendedAnalysis: ANALYSIS,
  },
];
const fillers: Row[] = Array.from({ length: 10 }, (_, i) => {
  const n = String(i + 1).padStart(2, "0");
  return { id: `ds_filler_${n}`, title: `Filler ${n}`, tags: "Filler", dateAdded: "2023-06-01", locked: false };
});
const ALL = [...special, ...fillers];

const filters = (overrides: Partial<PlaygroundFilters> = {}): PlaygroundFilters => ({
  q: "",
  tag: "",
  structure: "",
  access: "",
  sort: "newest",
  page: 1,
  ...overrides,
});

const visitor = null;
const member: Viewer = {
  userId: "u_member",
  email: "member@example.com",
  name: "Member",
  sessionId: "s_member",
  isSubscriber: false,
  accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
};
const subscriber: Viewer = {
  userId: "u_sub",
  email: "sub@example.com",
  name: "Subscriber",
  sessionId: "s_sub",
  isSubscriber: true,
  accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
};

let database: TestDatabase;
let service: DatasetService;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(datasets).values(ALL);
  const file = (id: string, datasetId: string, role: "download" | "preview", position: number, fileSize = 12) => ({
    id,
    datasetId,
    role,
    title: `${id}.csv`,
    fileName: `${id}.csv`,
    fileType: "CSV",
    fileSize,
    position,
    storageKey: `datasets/${datasetId}/${id}.csv`,
  });
  await database.db
    .insert(datasetFiles)
    .values([
      file("dsf_bravo_2", "ds_bravo", "download", 2, 1500),
      file("dsf_bravo_1", "ds_bravo", "download", 1, 40),
      file("dsp_bravo_2", "ds_bravo", "preview", 2),
      file("dsp_bravo_1", "ds_bravo", "preview", 1),
      file("dsf_charlie", "ds_charlie", "download", 1),
      file("dsp_charlie", "ds_charlie", "preview", 1),
      file("dsf_alpha", "ds_alpha", "download", 1),
      file("dsp_alpha", "ds_alpha", "preview", 1),
    ]);
  service = createDatasetService({ db: database.db });
});
afterAll(() => database.destroy());

const ids = (page: { items: { id: string }[] }) => page.items.map((d) => d.id);
const sorted = (values: string[]) => [...values].sort();

describe("list: filters", () => {
  it("lists every data set, 12 a page, without filters", async () => {
    const page = await service.list(filters());
    expect(page.total).toBe(ALL.length);
    expect(page.items).toHaveLength(PLAYGROUND_PAGE_SIZE);
    expect(page).toMatchObject({ page: 1, pageCount: 2 });
  });

  it.each(["Time Series", "time series", "TIME SERIES"])("matches whole tags case-insensitively: %j", async (tag) => {
    // "Series" alone (ds_echo) is a different tag.
    expect(sorted(ids(await service.list(filters({ tag }))))).toEqual(["ds_alpha", "ds_delta"]);
  });

  it("matches a tag stored with other spacing and case", async () => {
    expect(sorted(ids(await service.list(filters({ tag: "Finance" }))))).toEqual(["ds_bravo", "ds_charlie"]);
    expect(ids(await service.list(filters({ tag: "business" })))).toEqual(["ds_bravo"]);
    expect(ids(await service.list(filters({ tag: "Series" })))).toEqual(["ds_echo"]);
    expect((await service.list(filters({ tag: "Weath" }))).total).toBe(0);
  });

  it("filters by structure", async () => {
    expect(sorted(ids(await service.list(filters({ structure: "multiple" }))))).toEqual(["ds_bravo", "ds_delta"]);
    expect((await service.list(filters({ structure: "single" }))).total).toBe(ALL.length - 2);
  });

  it("filters by access: premium includes data sets whose lock is unknown", async () => {
    expect(sorted(ids(await service.list(filters({ access: "premium" }))))).toEqual(["ds_bravo", "ds_charlie"]);
    const open = await service.list(filters({ access: "open" }));
    expect(open.total).toBe(ALL.length - 2);
    expect(open.items.every((d) => d.locked === false)).toBe(true);
  });

  it("combines filters", async () => {
    expect(ids(await service.list(filters({ tag: "finance", access: "premium", structure: "multiple" })))).toEqual([
      "ds_bravo",
    ]);
    expect((await service.list(filters({ tag: "finance", access: "open" }))).total).toBe(0);
  });

  it("searches titles, descriptions and tags, case-insensitively", async () => {
    expect(ids(await service.list(filters({ q: "ALPHA" })))).toEqual(["ds_alpha"]);
    expect(ids(await service.list(filters({ q: "quarterly" })))).toEqual(["ds_bravo"]);
    expect(ids(await service.list(filters({ q: "business" })))).toEqual(["ds_bravo"]);
  });

  it("treats % and _ in the search as literal characters", async () => {
    expect(ids(await service.list(filters({ q: "%" })))).toEqual(["ds_charlie"]);
    expect(ids(await service.list(filters({ q: "100%" })))).toEqual(["ds_charlie"]);
    expect(ids(await service.list(filters({ q: "_" })))).toEqual(["ds_delta"]);
    // As patterns, "r_s" would also match "Errs" (ds_echo).
    expect(ids(await service.list(filters({ q: "r_s" })))).toEqual(["ds_delta"]);
    expect((await service.list(filters({ q: "\\" }))).total).toBe(0);
    expect((await service.list(filters({ q: "' OR 1=1 --" }))).total).toBe(0);
  });

  it("answers an empty first page when nothing matches", async () => {
    expect(await service.list(filters({ q: "no such data set", page: 3 }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});

describe("list: order and pages", () => {
  it("sorts the newest first by default, ties by title", async () => {
    const { items } = await service.list(filters());
    expect(items.slice(0, 7).map((d) => d.id)).toEqual([
      "ds_echo",
      "ds_delta",
      "ds_charlie",
      "ds_bravo",
      "ds_alpha",
      "ds_filler_01",
      "ds_filler_02",
    ]);
  });

  it("sorts the oldest first, ties by title", async () => {
    const { items } = await service.list(filters({ sort: "oldest" }));
    expect(items.slice(0, 3).map((d) => d.title)).toEqual(["Filler 01", "Filler 02", "Filler 03"]);
    const last = await service.list(filters({ sort: "oldest", page: 2 }));
    expect(ids(last)).toEqual(["ds_charlie", "ds_delta", "ds_echo"]);
  });

  it("sorts by title", async () => {
    const first = await service.list(filters({ sort: "title" }));
    const second = await service.list(filters({ sort: "title", page: 2 }));
    const titles = [...first.items, ...second.items].map((d) => d.title);
    expect(titles).toHaveLength(ALL.length);
    expect(titles.slice(0, 5)).toEqual([
      "Alpha Weather",
      "Bravo Finance",
      "Charlie 100% Sample",
      "Delta 1000 Sample",
      "Echo Series Only",
    ]);
    expect(titles.slice(5)).toEqual(fillers.map((f) => f.title));
  });

  it("pages without overlap or gaps", async () => {
    const first = await service.list(filters({ page: 1 }));
    const second = await service.list(filters({ page: 2 }));
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: ALL.length });
    expect(second.items).toHaveLength(ALL.length - PLAYGROUND_PAGE_SIZE);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ALL.length);
  });

  it("clamps a page beyond the end to the last page", async () => {
    const last = await service.list(filters({ page: 2 }));
    for (const page of [3, 99, 1_000_000]) {
      expect(await service.list(filters({ page }))).toEqual(last);
    }
    const filtered = await service.list(filters({ access: "premium", page: 5 }));
    expect(filtered).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(filtered.items).toHaveLength(2);
  });

  it("returns cards: tags as a list and a short summary", async () => {
    const [alpha] = (await service.list(filters({ q: "alpha" }))).items;
    expect(alpha).toMatchObject({ id: "ds_alpha", legacyId: 101, tags: ["Weather", "Time Series"], locked: false });
    expect(alpha!.summary.length).toBeLessThanOrEqual(160);
    expect(alpha!.summary.endsWith("…")).toBe(true);
    expect(alpha).not.toHaveProperty("recommendedAnalysis");
  });
});

describe("lookups", () => {
  it("finds a data set by its legacy id, only an exact match", async () => {
    expect((await service.getByLegacyId(104, visitor)).id).toBe("ds_delta");
    expect((await service.getByLegacyId(1040, visitor)).id).toBe("ds_echo");
    await expect(service.getByLegacyId(10, visitor)).rejects.toBeInstanceOf(NotFound);
  });

  it("resolves each kind of reference", async () => {
    expect((await service.resolve({ kind: "id", id: "ds_charlie" }, visitor)).title).toBe("Charlie 100% Sample");
    expect((await service.resolve({ kind: "legacy", legacyId: 101 }, visitor)).id).toBe("ds_alpha");
  });

  it.each([
    { kind: "invalid" } as const,
    { kind: "id", id: "ds_missing" } as const,
    { kind: "id", id: "DS_ALPHA" } as const,
    { kind: "legacy", legacyId: 999 } as const,
  ])("answers NotFound for %j", async (ref) => {
    const attempt = service.resolve(ref, visitor);
    await expect(attempt).rejects.toBeInstanceOf(NotFound);
    await expect(service.resolve(ref, visitor)).rejects.toThrow("We couldn't find that data set.");
  });

  it("lists the tags in use, most common first, once each whatever the case", async () => {
    const tags = await service.tags();
    expect(tags[0]).toBe("Filler");
    expect(tags.filter((t) => t.toLowerCase() === "finance")).toHaveLength(1);
    expect(tags.slice(1, 3).map((t) => t.toLowerCase())).toEqual(["finance", "time series"]);
    expect(sorted(tags.slice(3))).toEqual(["Series", "Weather", "business"].sort());
  });
});

describe("get: the premium lock", () => {
  it.each([
    ["locked", "ds_bravo"],
    ["unknown-lock", "ds_charlie"],
  ])("hides the analysis and download links of a %s data set from visitors and members", async (_, id) => {
    for (const viewer of [visitor, member]) {
      const view = await service.get(id, viewer);
      expect(view.recommendedAnalysis).toBeNull();
      expect(view.canDownload).toBe(false);
      expect(view.downloadFiles.length).toBeGreaterThan(0);
      expect(view.downloadFiles.every((f) => f.downloadUrl === null)).toBe(true);
    }
  });

  it.each([
    ["locked", "ds_bravo"],
    ["unknown-lock", "ds_charlie"],
  ])("shows the analysis and download links of a %s data set to a subscriber", async (_, id) => {
    const view = await service.get(id, subscriber);
    expect(view.recommendedAnalysis).toBe(ANALYSIS);
    expect(view.canDownload).toBe(true);
    for (const f of view.downloadFiles) expect(f.downloadUrl).toBe(downloadPath(id, f.id));
  });

  it("shows an open data set to everyone", async () => {
    for (const viewer of [visitor, member, subscriber]) {
      const view = await service.get("ds_alpha", viewer);
      expect(view.recommendedAnalysis).toBe(ANALYSIS);
      expect(view.downloadFiles).toEqual([
        {
          id: "dsf_alpha",
          title: "dsf_alpha.csv",
          fileType: "CSV",
          fileSize: 12,
          downloadUrl: "/data-playground/files/ds_alpha/dsf_alpha",
        },
      ]);
    }
  });

  it("always lists the preview files, in position order, locked or not", async () => {
    for (const viewer of [visitor, member, subscriber]) {
      const view = await service.get("ds_bravo", viewer);
      expect(view.previewFiles).toEqual([
        { id: "dsp_bravo_1", title: "dsp_bravo_1.csv", downloadUrl: previewPath("ds_bravo", "dsp_bravo_1") },
        { id: "dsp_bravo_2", title: "dsp_bravo_2.csv", downloadUrl: previewPath("ds_bravo", "dsp_bravo_2") },
      ]);
      expect(view.downloadFiles.map((f) => [f.id, f.fileSize])).toEqual([
        ["dsf_bravo_1", 40],
        ["dsf_bravo_2", 1500],
      ]);
    }
    expect((await service.getByLegacyId(103, visitor)).previewFiles.map((f) => f.id)).toEqual(["dsp_charlie"]);
  });

  it("returns the full description and facts of the drawer", async () => {
    const view = await service.get("ds_alpha", visitor);
    expect(view).toMatchObject({
      id: "ds_alpha",
      legacyId: 101,
      description: LONG_DESCRIPTION,
      dataStructure: "single",
      dateAdded: "2024-01-01",
      tags: ["Weather", "Time Series"],
    });
  });

  it("has no files for a data set without any", async () => {
    const view = await service.get("ds_echo", subscriber);
    expect(view.downloadFiles).toEqual([]);
    expect(view.previewFiles).toEqual([]);
  });
});
