/** Per-column summaries for the data-preview table: inferred type, empties, distinct values, range or top value. */

import { formatNumber, isCalendarDate } from "./format.ts";

export type ColumnType = "number" | "date" | "boolean" | "text" | "empty";

export type ColumnProfile = {
  name: string;
  type: ColumnType;
  /** Cells that are empty or only whitespace (missing cells of short rows count too). */
  empty: number;
  /** Different non-empty values, compared exactly. */
  distinct: number;
  /** number: the smallest value, formatted; date: the earliest value as written. */
  min?: string;
  /** number: the largest value, formatted; date: the latest value as written. */
  max?: string;
  /** boolean and text: the most frequent value (the first one seen on a tie). */
  top?: { value: string; count: number };
};

const NUMERIC = /^-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Whether a cell holds a number ("-1,234.5", "1e3", ".5"), so it can be right-aligned. */
export function isNumericCell(value: string): boolean {
  return parseNumber(value) !== null;
}

function parseNumber(value: string): number | null {
  const text = value.trim();
  if (!NUMERIC.test(text)) return null;
  const n = Number(text.replaceAll(",", ""));
  return Number.isFinite(n) ? n : null;
}

const BOOLEAN = new Set(["true", "false", "yes", "no"]);

function isBoolean(value: string): boolean {
  return BOOLEAN.has(value.trim().toLowerCase());
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

/** 2012-01-31, 2012/01/31, optionally with a time ("T" or space) and a "Z" or ±hh:mm offset. */
const ISO_DATE =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** 01/31/2012 or 1/31/2012 (month first, as the platform shows dates). */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Jan 1 2000, Jan. 1, 2000, January 1, 2000. */
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i;
/** 1 Jan 2000, 1 January, 2000. */
const DAY_MONTH_YEAR = /^(\d{1,2}) ([a-z]{3,9})\.?,? (\d{4})$/i;

/** A sortable instant (ms) for a date cell, or null when the cell is not a date this module recognises. */
function parseDate(value: string): number | null {
  const text = value.trim().replace(/\s+/g, " ");
  let match = ISO_DATE.exec(text);
  if (match) {
    const [, y, , m, d, hh, mm, ss, frac, zone] = match;
    const hours = Number(hh ?? 0);
    const minutes = Number(mm ?? 0);
    const seconds = Number(ss ?? 0);
    if (hours > 23 || minutes > 59 || seconds > 59) return null;
    const ms = frac ? Number(`0.${frac}`) * 1000 : 0;
    let offset = 0;
    if (zone && zone.toUpperCase() !== "Z") {
      const digits = zone.replace(":", "");
      offset = (digits.startsWith("-") ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
    }
    return instant(Number(y), Number(m), Number(d), (hours * 60 + minutes - offset) * 60_000 + seconds * 1000 + ms);
  }
  match = US_DATE.exec(text);
  if (match) return instant(Number(match[3]), Number(match[1]), Number(match[2]), 0);
  match = MONTH_DAY_YEAR.exec(text);
  if (match) return instant(Number(match[3]), MONTHS[match[1]!.toLowerCase()], Number(match[2]), 0);
  match = DAY_MONTH_YEAR.exec(text);
  if (match) return instant(Number(match[3]), MONTHS[match[2]!.toLowerCase()], Number(match[1]), 0);
  return null;
}

function instant(year: number, month: number | undefined, day: number, msInDay: number): number | null {
  if (month === undefined || !isCalendarDate(year, month, day)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which maps years 0–99 to 1900–1999
  return date.getTime() + msInDay;
}

function isEmptyCell(value: string): boolean {
  return value.trim() === "";
}

/** Profiles each column of a parsed table (rows may be shorter than `columns`). */
export function profileColumns(columns: string[], rows: string[][]): ColumnProfile[] {
  return columns.map((name, index) =>
    profileColumn(
      name,
      rows.map((row) => row[index] ?? ""),
    ),
  );
}

function profileColumn(name: string, cells: string[]): ColumnProfile {
  const values = cells.filter((cell) => !isEmptyCell(cell));
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const base = { name, empty: cells.length - values.length, distinct: counts.size };

  if (values.length === 0) return { ...base, type: "empty" };

  const numbers = values.map(parseNumber);
  if (numbers.every((n) => n !== null)) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const n of numbers as number[]) {
      if (n < min) min = n;
      if (n > max) max = n;
    }
    return { ...base, type: "number", min: formatNumber(min), max: formatNumber(max) };
  }

  const dates = values.map(parseDate);
  if (dates.every((d) => d !== null)) {
    let minIndex = 0;
    let maxIndex = 0;
    dates.forEach((d, i) => {
      if (d! < dates[minIndex]!) minIndex = i;
      if (d! > dates[maxIndex]!) maxIndex = i;
    });
    return { ...base, type: "date", min: values[minIndex], max: values[maxIndex] };
  }

  const top = topValue(counts);
  if (values.every(isBoolean)) return { ...base, type: "boolean", top };
  return { ...base, type: "text", top };
}

/** The most frequent value; Map order is first occurrence, so a strictly greater count is needed to win a tie. */
function topValue(counts: Map<string, number>): { value: string; count: number } {
  let best: { value: string; count: number } = { value: "", count: 0 };
  for (const [value, count] of counts) {
    if (count > best.count) best = { value, count };
  }
  return best;
}
