/**
 * RFC 4180 CSV parsing for the data-preview table. Pure: runs in Node and in the browser.
 *
 * The parser is lenient where the RFC is strict, because a preview should show what it can:
 * a quote inside an unquoted field is kept as a character, text after a closing quote is appended
 * to the field, and an unterminated quoted field ends with the input.
 */

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvError";
  }
}

const BOM = "\uFEFF";

/** Where the parser is inside the current field. */
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** Just read a quote inside a quoted field: `""` is an escaped quote, anything else closes the field. */
const QUOTE_IN_QUOTED = 3;

type State = typeof FIELD_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_IN_QUOTED;

/** A parsed record and the offset (in UTF-16 code units of the text pushed, BOM excluded) where its content ends. */
export type CsvRecord = { row: string[]; end: number };

/**
 * Incremental CSV parser: feed it chunks split anywhere with `push`, call `end` once, and drain the
 * complete rows with `takeRows`. Line endings may be CRLF, LF or a lone CR; a UTF-8 BOM at the very
 * start is dropped; fields are kept exactly (no trimming); blank lines (a row that is a single empty
 * field) yield no row, so a trailing newline does not add an empty last row.
 */
export class CsvParser {
  #records: CsvRecord[] = [];
  #row: string[] = [];
  #field = "";
  #state: State = FIELD_START;
  /** The last line break was a CR, so an LF right after it belongs to the same break. */
  #afterCr = false;
  #offset = 0;
  #started = false;
  #ended = false;

  push(chunk: string): void {
    if (this.#ended) throw new Error("CsvParser: push after end");
    if (!this.#started && chunk.length > 0) {
      this.#started = true;
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1);
    }
    const base = this.#offset;
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      if (this.#afterCr) {
        this.#afterCr = false;
        if (chunk.charCodeAt(i) === 10 /* \n */) {
          i++;
          continue;
        }
      }
      switch (this.#state) {
        case FIELD_START:
          if (chunk.charCodeAt(i) === 34 /* " */) {
            this.#state = QUOTED;
            i++;
          } else {
            this.#state = UNQUOTED;
          }
          break;
        case UNQUOTED: {
          let j = i;
          let c = 0;
          while (j < n) {
            c = chunk.charCodeAt(j);
            if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) break;
            j++;
          }
          this.#field += chunk.slice(i, j);
          if (j === n) {
            i = n;
          } else if (c === 44) {
            this.#row.push(this.#field);
            this.#field = "";
            this.#state = FIELD_START;
            i = j + 1;
          } else {
            this.#endRow(base + j);
            this.#afterCr = c === 13;
            i = j + 1;
          }
          break;
        }
        case QUOTED: {
          const j = chunk.indexOf('"', i);
          if (j < 0) {
            this.#field += chunk.slice(i);
            i = n;
          } else {
            this.#field += chunk.slice(i, j);
            this.#state = QUOTE_IN_QUOTED;
            i = j + 1;
          }
          break;
        }
        case QUOTE_IN_QUOTED:
          if (chunk.charCodeAt(i) === 34) {
            this.#field += '"';
            this.#state = QUOTED;
            i++;
          } else {
            // The field is closed; a delimiter or line break follows (or, leniently, more text).
            this.#state = UNQUOTED;
          }
          break;
      }
    }
    this.#offset = base + n;
  }

  /** Ends the input: the last row is complete even without a line break. Further calls do nothing. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#endRow(this.#offset);
  }

  /** Removes and returns the rows completed so far. */
  takeRows(): string[][] {
    return this.takeRecords().map((record) => record.row);
  }

  /** Like `takeRows`, with the offset where each row's content ends (its line break starts). */
  takeRecords(): CsvRecord[] {
    const records = this.#records;
    this.#records = [];
    return records;
  }

  #endRow(end: number): void {
    const row = this.#row;
    row.push(this.#field);
    this.#row = [];
    this.#field = "";
    this.#state = FIELD_START;
    if (row.length === 1 && row[0] === "") return; // blank line
    this.#records.push({ row, end });
  }
}

export type ParsedCsv = { columns: string[]; rows: string[][]; truncated: boolean };

/** Text is fed to the parser in slices this long so `maxRows` can stop a big file early. */
const SLICE = 64 * 1024;

/**
 * Parses a whole CSV text: the first row names the columns (an empty name becomes `column_<n>`,
 * 1-based; a repeated name gets `_2`, `_3`…), every data row is padded with "" or cut to the column
 * count, and at most `maxRows` data rows are kept (`truncated` says whether more existed).
 * Throws `CsvError("The file is empty")` when there is no header row.
 */
export function parseCsv(text: string, opts: { maxRows?: number } = {}): ParsedCsv {
  const maxRows = normalizeMaxRows(opts.maxRows);
  const parser = new CsvParser();
  const rows: string[][] = [];
  // Header + maxRows data rows + one more to know that the data was truncated.
  const wanted = maxRows + 2;
  for (let i = 0; i < text.length && rows.length < wanted; i += SLICE) {
    parser.push(text.slice(i, i + SLICE));
    rows.push(...parser.takeRows());
  }
  if (rows.length < wanted) {
    parser.end();
    rows.push(...parser.takeRows());
  }

  const header = rows[0];
  if (!header) throw new CsvError("The file is empty");
  const columns = columnNames(header);
  const data = rows.slice(1, 1 + maxRows).map((row) => fitRow(row, columns.length));
  return { columns, rows: data, truncated: rows.length - 1 > maxRows };
}

function normalizeMaxRows(maxRows: number | undefined): number {
  if (maxRows === undefined || Number.isNaN(maxRows)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(maxRows));
}

function columnNames(header: string[]): string[] {
  const raw = header.map((name, i) => (name.trim() === "" ? `column_${i + 1}` : name));
  // Names that appear in the header are reserved, so a suffixed duplicate never takes a real column's name.
  const reserved = new Set(raw);
  const taken = new Set<string>();
  return raw.map((name) => {
    let unique = name;
    for (let k = 2; taken.has(unique); k++) {
      const candidate = `${name}_${k}`;
      if (!reserved.has(candidate)) unique = candidate;
    }
    taken.add(unique);
    return unique;
  });
}

function fitRow(row: string[], width: number): string[] {
  if (row.length === width) return row;
  if (row.length > width) return row.slice(0, width);
  return [...row, ...Array<string>(width - row.length).fill("")];
}

/**
 * Reads the beginning of a CSV stream (bytes are decoded as UTF-8, streaming) and stops as soon as
 * the header and `maxRows` data records are complete, closing the source. Returns their exact source
 * text (header included, BOM dropped, ending with a line break — the record's own, or "\n" at the end
 * of the input), the number of data rows in it, and whether non-blank text followed.
 */
export async function readCsvHead(
  stream: AsyncIterable<Uint8Array | string>,
  maxRows: number,
): Promise<{ text: string; rows: number; truncated: boolean }> {
  const needed = (Number.isNaN(maxRows) ? 0 : Math.max(0, Math.floor(maxRows))) + 1;
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const parser = new CsvParser();
  const ends: number[] = [];
  let source = "";
  let started = false;
  let verdict: { end: number; terminator: string; truncated: boolean } | null = null;

  const feed = (text: string) => {
    if (!started && text.length > 0) {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    if (text.length === 0) return;
    source += text;
    if (ends.length < needed) {
      parser.push(text);
      for (const record of parser.takeRecords()) ends.push(record.end);
    }
  };

  for await (const chunk of stream) {
    if (typeof chunk === "string") {
      feed(decoder.decode());
      feed(chunk);
    } else {
      feed(decoder.decode(chunk, { stream: true }));
    }
    if (ends.length >= needed) {
      verdict = decide(source, ends[needed - 1]!, false);
      if (verdict) break; // closes the source
    }
  }

  if (!verdict) {
    feed(decoder.decode());
    if (ends.length < needed) {
      parser.end();
      for (const record of parser.takeRecords()) ends.push(record.end);
    }
    if (ends.length === 0) return { text: "", rows: 0, truncated: false };
    const count = Math.min(needed, ends.length);
    verdict = decide(source, ends[count - 1]!, true)!;
  }
  const count = Math.min(needed, ends.length);
  return {
    text: source.slice(0, verdict.end) + verdict.terminator,
    rows: count - 1,
    truncated: verdict.truncated,
  };
}

/**
 * Given where the last wanted record's content ends, finds its line break and whether non-blank text
 * follows. Returns null when more input is needed to know (unless `final`).
 */
function decide(
  source: string,
  end: number,
  final: boolean,
): { end: number; terminator: string; truncated: boolean } | null {
  let terminator: string;
  if (source[end] === "\n") {
    terminator = "\n";
  } else if (source[end] === "\r") {
    if (source[end + 1] === "\n") terminator = "\r\n";
    else if (end + 1 < source.length || final) terminator = "\r";
    else return null; // an LF may follow in the next chunk
  } else {
    // Only the record closed by the end of the input has no line break of its own.
    if (end < source.length) throw new Error("readCsvHead: record end is not a line break");
    terminator = "\n";
  }
  for (let i = end + terminator.length; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c !== 10 && c !== 13) return { end, terminator, truncated: true };
  }
  return final ? { end, terminator, truncated: false } : null;
}
