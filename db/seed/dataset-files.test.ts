import { describe, expect, it } from "vitest";
import { datasetFileSeed, datasetSeed } from "./content/datasets.ts";
import { countCsv, csvField, materializeDatasetFile, recordsToCsv, tsvToCsv } from "./dataset-files.ts";

const buf = (text: string) => Buffer.from(text, "utf8");

describe("recordsToCsv", () => {
  it("quotes fields with a comma, a quote or a line break per RFC 4180", () => {
    const csv = recordsToCsv([
      { title: "Tora, Tora, Tora", director: 'Jeff "King Jeff" Hollins', note: "line one\nline two" },
      { title: "Plain", director: "Crlf", note: "a\r\nb" },
    ]);
    expect(csv).toBe(
      'title,director,note\n"Tora, Tora, Tora","Jeff ""King Jeff"" Hollins","line one\nline two"\nPlain,Crlf,"a\r\nb"\n',
    );
    expect(countCsv(buf(csv))).toEqual({ records: 2, fields: 3 });
  });

  it("uses the union of keys in first-seen order and writes null, undefined and missing as empty", () => {
    const csv = recordsToCsv([
      { a: 1, b: null },
      { b: true, c: "x", a: undefined },
      { c: 2.5, d: 0 },
    ]);
    expect(csv).toBe("a,b,c,d\n1,,,\n,true,x,\n,,2.5,0\n");
  });

  it("leaves plain fields unquoted", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("")).toBe("");
    expect(csvField('"')).toBe('""""');
  });
});

describe("tsvToCsv", () => {
  it("converts tabs to commas, quoting fields that need it", () => {
    expect(tsvToCsv('id\trate\tname\n1001\t.097\tAutauga, AL\n1003\t.091\tsays "hi"\n')).toBe(
      'id,rate,name\n1001,.097,"Autauga, AL"\n1003,.091,"says ""hi"""\n',
    );
  });

  it("accepts CRLF and a missing final newline", () => {
    expect(tsvToCsv("a\tb\r\n1\t2")).toBe("a,b\n1,2\n");
  });

  it("converts the package's unemployment.tsv", async () => {
    const out = await materializeDatasetFile({ path: "data/unemployment.tsv", format: "tsv" });
    const text = out.toString("utf8");
    expect(text.startsWith("id,rate\n1001,.097\n")).toBe(true);
    expect(text.endsWith("\n")).toBe(true);
    expect(text).not.toContain("\t");
    expect(countCsv(out)).toEqual({ records: 3218, fields: 2 });
  });
});

describe("countCsv", () => {
  it("does not start a record at a quoted line break and ignores the final newline", () => {
    expect(countCsv(buf('a,b\n"x\ny",1\n"z ""q""",2\n'))).toEqual({ records: 2, fields: 2 });
  });

  it("counts the last record without a final newline and handles CRLF", () => {
    expect(countCsv(buf("a,b,c\r\n1,2,3\r\n4,5,6"))).toEqual({ records: 2, fields: 3 });
    expect(countCsv(buf("a,b,c\r\n1,2,3\r\n4,5,6\r\n"))).toEqual({ records: 2, fields: 3 });
  });

  it("counts commas inside quotes as part of the field", () => {
    expect(countCsv(buf('"a,1",b\n"x,y,z",2\n'))).toEqual({ records: 1, fields: 2 });
  });

  it("returns zero records for a header-only or empty file", () => {
    expect(countCsv(buf("a,b\n"))).toEqual({ records: 0, fields: 2 });
    expect(countCsv(buf(""))).toEqual({ records: 0, fields: 0 });
  });
});

describe("materializeDatasetFile", () => {
  it("returns CSV sources byte for byte", async () => {
    const { readFile } = await import("node:fs/promises");
    const { vegaDatasetsDir } = await import("./dataset-files.ts");
    const raw = await readFile(`${vegaDatasetsDir()}/data/global-temp.csv`);
    const out = await materializeDatasetFile({ path: "data/global-temp.csv", format: "csv" });
    expect(out.equals(raw)).toBe(true);
  });

  it("quotes movie titles and names with commas and quotes", async () => {
    const text = (await materializeDatasetFile({ path: "data/movies.json", format: "json" })).toString("utf8");
    expect(text).toContain('\n"Tora, Tora, Tora",');
    expect(text).toContain(',"Jeff """"King Jeff"""" Hollins",');
  });

  it("refuses paths outside the package", async () => {
    await expect(materializeDatasetFile({ path: "../vitest/package.json", format: "csv" })).rejects.toThrow();
  });
});

describe("seeded data sets", () => {
  it("have unique, URL-safe file ids and at least one download and one preview each", () => {
    const ids = datasetFileSeed.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9_-]+$/);
    for (const dataset of datasetSeed) {
      const files = datasetFileSeed.filter((f) => f.datasetId === dataset.id);
      expect(
        files.some((f) => f.role === "download"),
        dataset.id,
      ).toBe(true);
      expect(
        files.some((f) => f.role === "preview"),
        dataset.id,
      ).toBe(true);
      const downloads = files.filter((f) => f.role === "download");
      expect(dataset.dataStructure, dataset.id).toBe(downloads.length > 1 ? "multiple" : "single");
      for (const f of downloads) expect(f.fileName).toMatch(/\.csv$/);
    }
    const datasetIds = datasetSeed.map((d) => d.id);
    expect(new Set(datasetIds).size).toBe(datasetIds.length);
    for (const f of datasetFileSeed) expect(datasetIds).toContain(f.datasetId);
  });

  it("have positions 1..n per data set and role", () => {
    for (const dataset of datasetSeed) {
      for (const role of ["download", "preview"] as const) {
        const positions = datasetFileSeed
          .filter((f) => f.datasetId === dataset.id && f.role === role)
          .map((f) => f.position)
          .sort((a, b) => a - b);
        expect(positions).toEqual(positions.map((_, i) => i + 1));
      }
    }
  });

  it.each(datasetSeed.map((d) => [d.id, d] as const))(
    "%s: numberOfRecords and numberOfFields match its download files",
    async (id, dataset) => {
      let records = 0;
      let fields = 0;
      for (const file of datasetFileSeed.filter((f) => f.datasetId === id && f.role === "download")) {
        const counts = countCsv(await materializeDatasetFile(file.source));
        records += counts.records;
        fields += counts.fields;
      }
      expect({ records, fields }).toEqual({ records: dataset.numberOfRecords, fields: dataset.numberOfFields });
    },
    30_000,
  );
});
