import { readFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { DatasetFileSource } from "./content/types.ts";

/**
 * Turns the source files of the practice data sets (inside the `vega-datasets` npm package)
 * into the CSV bytes the seed stores, and counts records and fields of a CSV.
 * Pure Node: no CSV library.
 */

let packageDirCache: string | undefined;

/** Absolute directory of the installed `vega-datasets` package. */
export function vegaDatasetsDir(): string {
  if (packageDirCache) return packageDirCache;
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.dirname(require.resolve("vega-datasets/package.json"));
  } catch {
    // vega-datasets 3.x declares an `exports` map without "./package.json", so resolving it
    // throws ERR_PACKAGE_PATH_NOT_EXPORTED. Resolve the main entry and walk up instead.
    dir = path.dirname(require.resolve("vega-datasets"));
    while (!isVegaDatasetsRoot(dir)) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error("Cannot locate the vega-datasets package directory");
      dir = parent;
    }
  }
  packageDirCache = dir;
  return dir;
}

function isVegaDatasetsRoot(dir: string): boolean {
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name === "vega-datasets";
  } catch {
    return false;
  }
}

/** Reads a data set source file and returns it as CSV bytes (CSV sources are returned untouched). */
export async function materializeDatasetFile(source: DatasetFileSource): Promise<Buffer> {
  const root = vegaDatasetsDir();
  const file = path.resolve(root, source.path);
  if (!file.startsWith(root + path.sep)) throw new Error(`Data set source outside the package: ${source.path}`);
  const bytes = await readFile(file);
  switch (source.format) {
    case "csv":
      return bytes;
    case "tsv":
      return Buffer.from(tsvToCsv(bytes.toString("utf8")), "utf8");
    case "json": {
      const parsed: unknown = JSON.parse(bytes.toString("utf8"));
      if (!Array.isArray(parsed)) throw new Error(`${source.path} is not a JSON array`);
      return Buffer.from(recordsToCsv(parsed), "utf8");
    }
  }
}

/** Quotes one CSV field per RFC 4180 when it contains a comma, a double quote, CR or LF. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  // Not expected for flat records; keep the information rather than printing "[object Object]".
  return JSON.stringify(value);
}

function csvText(rows: string[][]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\n") + "\n";
}

/**
 * Converts an array of flat objects to CSV. The header is the union of keys in first-seen
 * order; missing, null and undefined values become empty fields.
 */
export function recordsToCsv(records: readonly unknown[]): string {
  const header: string[] = [];
  const seen = new Set<string>();
  const objects = records.map((record, i) => {
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw new Error(`Record ${i} is not an object`);
    }
    const object = record as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      if (!seen.has(key)) {
        seen.add(key);
        header.push(key);
      }
    }
    return object;
  });
  const rows = objects.map((object) => header.map((key) => cellText(object[key])));
  return csvText([header, ...rows]);
}

/**
 * Converts tab-separated values (IANA text/tab-separated-values: no quoting, fields never
 * contain tabs or line breaks) to CSV. A final line break does not add an empty record.
 */
export function tsvToCsv(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return csvText(lines.map((line) => line.split("\t")));
}

/**
 * Counts the data records (header excluded) and the header's fields of a CSV, following
 * RFC 4180: line breaks inside quoted fields do not start a record, CRLF or LF end a record
 * and a final line break does not add an empty record.
 */
export function countCsv(buf: Buffer): { records: number; fields: number } {
  const text = buf.toString("utf8").replace(/^\uFEFF/, "");
  let rows = 0;
  let headerFields = 0;
  let fieldsInRow = 1;
  let inQuotes = false;
  let rowHasContent = false;
  const endRow = () => {
    if (rows === 0) headerFields = fieldsInRow;
    rows += 1;
    fieldsInRow = 1;
    rowHasContent = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      }
      continue;
    }
    if (c === '"') {
      inQuotes = true;
      rowHasContent = true;
    } else if (c === ",") {
      fieldsInRow += 1;
      rowHasContent = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else {
      rowHasContent = true;
    }
  }
  if (inQuotes) throw new Error("CSV ends inside a quoted field");
  // Text after the last line break is a record; nothing after it means a trailing newline.
  if (rowHasContent || fieldsInRow > 1) endRow();
  return { records: Math.max(rows - 1, 0), fields: headerFields };
}
