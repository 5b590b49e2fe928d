import { describe, expect, it } from "vitest";
import { CsvError, CsvParser, parseCsv, readCsvHead } from "./csv.ts";

function parseAll(chunks: string[]): string[][] {
  const parser = new CsvParser();
  const rows: string[][] = [];
  for (const chunk of chunks) {
    parser.push(chunk);
    rows.push(...parser.takeRows());
  }
  parser.end();
  rows.push(...parser.takeRows());
  return rows;
}

const rowsOf = (text: string) => parseAll([text]);

/** Every RFC 4180 corner in one sample: BOM, quoted comma, escaped quotes, quoted CRLF, blank line, all three line endings. */
const TRICKY =
  '\uFEFFname,"note, with comma",n\r\n' +
  '"say ""hi""","line1\r\nline2",3\r\n' +
  "\r\n" +
  'plain,"",\r' +
  '"""",x""y,"a\nb"\n' +
  "  spaced  , ,end\n";

const TRICKY_ROWS = [
  ["name", "note, with comma", "n"],
  ['say "hi"', "line1\r\nline2", "3"],
  ["plain", "", ""],
  ['"', 'x""y', "a\nb"],
  ["  spaced  ", " ", "end"],
];

describe("CsvParser", () => {
  it("keeps commas inside quoted fields", () => {
    expect(rowsOf('a,"b,c",d')).toEqual([["a", "b,c", "d"]]);
  });

  it("keeps line breaks inside quoted fields", () => {
    expect(rowsOf('a,"line 1\nline 2\r\nline 3"\nx,y')).toEqual([
      ["a", "line 1\nline 2\r\nline 3"],
      ["x", "y"],
    ]);
  });

  it('unescapes doubled quotes ("")', () => {
    expect(rowsOf('"He said ""hi""",""""')).toEqual([['He said "hi"', '"']]);
  });

  it("accepts CRLF, LF and lone CR line endings", () => {
    expect(rowsOf("a,b\r\nc,d\ne,f\rg,h")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
  });

  it("adds no empty row for a trailing newline", () => {
    expect(rowsOf("a,b\n")).toEqual([["a", "b"]]);
    expect(rowsOf("a,b\r\n")).toEqual([["a", "b"]]);
    expect(rowsOf("a,b\r")).toEqual([["a", "b"]]);
  });

  it("skips blank lines but keeps rows of empty fields", () => {
    expect(rowsOf("a\n\n\r\n\nb\n,\n")).toEqual([["a"], ["b"], ["", ""]]);
  });

  it("drops a UTF-8 BOM at the start only", () => {
    expect(rowsOf("\uFEFFid,name\n1,\uFEFFx")).toEqual([
      ["id", "name"],
      ["1", "\uFEFFx"],
    ]);
    expect(parseAll(["", "\uFEFFa"])).toEqual([["a"]]);
  });

  it("keeps fields exactly, without trimming", () => {
    expect(rowsOf(" a , b \n\t")).toEqual([[" a ", " b "], ["\t"]]);
  });

  it("yields nothing for empty input", () => {
    expect(rowsOf("")).toEqual([]);
    expect(rowsOf("\n\r\n")).toEqual([]);
  });

  it("parses the tricky sample", () => {
    expect(rowsOf(TRICKY)).toEqual(TRICKY_ROWS);
  });

  it("parses the tricky sample split into two chunks at every position", () => {
    for (let i = 0; i <= TRICKY.length; i++) {
      expect(parseAll([TRICKY.slice(0, i), TRICKY.slice(i)]), `split at ${i}`).toEqual(TRICKY_ROWS);
    }
  });

  it("parses the tricky sample split at every pair of positions", () => {
    for (let i = 0; i <= TRICKY.length; i++) {
      for (let j = i; j <= TRICKY.length; j++) {
        const rows = parseAll([TRICKY.slice(0, i), TRICKY.slice(i, j), TRICKY.slice(j)]);
        expect(rows, `split at ${i} and ${j}`).toEqual(TRICKY_ROWS);
      }
    }
  });

  it("parses one character at a time", () => {
    expect(parseAll([...TRICKY])).toEqual(TRICKY_ROWS);
  });

  it("handles splits between the quotes of an escaped quote and between CR and LF", () => {
    expect(parseAll(['"a"', '"b"'])).toEqual([['a"b']]);
    expect(parseAll(["a,b\r", "\nc,d"])).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("drains rows as they complete", () => {
    const parser = new CsvParser();
    parser.push("a,b\nc,");
    expect(parser.takeRows()).toEqual([["a", "b"]]);
    expect(parser.takeRows()).toEqual([]);
    parser.push("d");
    expect(parser.takeRows()).toEqual([]);
    parser.end();
    expect(parser.takeRows()).toEqual([["c", "d"]]);
  });

  it("is lenient with stray quotes and unterminated quoted fields", () => {
    expect(rowsOf('a"b,"c"d,e')).toEqual([['a"b', "cd", "e"]]);
    expect(rowsOf('x,"never closed\ny')).toEqual([["x", "never closed\ny"]]);
  });

  it("reports where each record's content ends", () => {
    const parser = new CsvParser();
    parser.push('\uFEFFa,b\r\n"x\ny",z\n\nlast');
    parser.end();
    expect(parser.takeRecords().map((r) => r.end)).toEqual([3, 12, 18]);
  });

  it("refuses input after end", () => {
    const parser = new CsvParser();
    parser.end();
    expect(() => parser.push("a")).toThrow();
  });
});

describe("parseCsv", () => {
  it("uses the first row as column names", () => {
    expect(parseCsv("id,name\n1,Ann\n2,Bob\n")).toEqual({
      columns: ["id", "name"],
      rows: [
        ["1", "Ann"],
        ["2", "Bob"],
      ],
      truncated: false,
    });
  });

  it("names empty columns column_<n> (1-based)", () => {
    expect(parseCsv(",a,  ,\n").columns).toEqual(["column_1", "a", "column_3", "column_4"]);
  });

  it("suffixes duplicate names with _2, _3 without taking a real column's name", () => {
    expect(parseCsv("a,a,b,a\n").columns).toEqual(["a", "a_2", "b", "a_3"]);
    expect(parseCsv("a,a,a_2\n").columns).toEqual(["a", "a_3", "a_2"]);
    expect(parseCsv(",column_1\n").columns).toEqual(["column_1", "column_1_2"]);
  });

  it("pads short rows and cuts long ones to the column count", () => {
    expect(parseCsv("a,b,c\n1\n1,2,3,4,5\n").rows).toEqual([
      ["1", "", ""],
      ["1", "2", "3"],
    ]);
  });

  it("keeps at most maxRows data rows and says when more existed", () => {
    const text = "n\n1\n2\n3\n";
    expect(parseCsv(text, { maxRows: 2 })).toEqual({ columns: ["n"], rows: [["1"], ["2"]], truncated: true });
    expect(parseCsv(text, { maxRows: 3 })).toEqual({ columns: ["n"], rows: [["1"], ["2"], ["3"]], truncated: false });
    expect(parseCsv(text, { maxRows: 0 })).toEqual({ columns: ["n"], rows: [], truncated: true });
    expect(parseCsv("n\n\n\n", { maxRows: 0 }).truncated).toBe(false);
  });

  it("stops early on a big text with maxRows", () => {
    const text = "n\n" + "1234567890\n".repeat(200_000);
    const result = parseCsv(text, { maxRows: 5 });
    expect(result.rows).toHaveLength(5);
    expect(result.truncated).toBe(true);
  });

  it("keeps a header-only file", () => {
    expect(parseCsv("\uFEFFa,b")).toEqual({ columns: ["a", "b"], rows: [], truncated: false });
  });

  it.each(["", "\n", "\r\n\r\n", "\uFEFF"])("throws CsvError for empty input %j", (text) => {
    expect(() => parseCsv(text)).toThrow(CsvError);
    expect(() => parseCsv(text)).toThrow("The file is empty");
  });
});

/** An async source that records how many chunks were pulled and whether it was closed. */
function source(chunks: (string | Uint8Array)[]) {
  const stats = { pulled: 0, closed: false };
  async function* generate() {
    try {
      for (const chunk of chunks) {
        stats.pulled++;
        yield chunk;
      }
    } finally {
      stats.closed = true;
    }
  }
  return { stream: generate(), stats };
}

function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

describe("readCsvHead", () => {
  it("stops pulling as soon as the header and maxRows records are complete", async () => {
    const lines = ["id,value\n", ...Array.from({ length: 1000 }, (_, i) => `${i},x\n`)];
    const { stream, stats } = source(lines);
    const head = await readCsvHead(stream, 3);
    expect(head).toEqual({ text: "id,value\n0,x\n1,x\n2,x\n", rows: 3, truncated: true });
    // Header + 3 rows, plus one chunk to learn that more data follows.
    expect(stats.pulled).toBe(5);
    expect(stats.closed).toBe(true);
  });

  it("does not pull further when the wanted records and more data share a chunk", async () => {
    const { stream, stats } = source(["h\n1\n2\n3\n", "4\n", "5\n"]);
    expect(await readCsvHead(stream, 2)).toEqual({ text: "h\n1\n2\n", rows: 2, truncated: true });
    expect(stats.pulled).toBe(1);
    expect(stats.closed).toBe(true);
  });

  it("returns the exact source text, CRLF and quoted line breaks included", async () => {
    const text = 'a,b\r\n"x\r\ny",2\r\n"q""",3\r\nmore,4\r\n';
    const head = await readCsvHead(source(chunksOf(text, 3)).stream, 2);
    expect(head).toEqual({ text: 'a,b\r\n"x\r\ny",2\r\n"q""",3\r\n', rows: 2, truncated: true });
  });

  it("waits for the LF after a CR at a chunk boundary", async () => {
    const { stream } = source(["h\r", "\n1\r", "\n2"]);
    expect(await readCsvHead(stream, 1)).toEqual({ text: "h\r\n1\r\n", rows: 1, truncated: true });
  });

  it("reads a short file whole and ends it with a newline", async () => {
    expect(await readCsvHead(source(["h,i\n1,2"]).stream, 10)).toEqual({
      text: "h,i\n1,2\n",
      rows: 1,
      truncated: false,
    });
    expect(await readCsvHead(source(["h\n1\n", "\n\r\n"]).stream, 1)).toEqual({
      text: "h\n1\n",
      rows: 1,
      truncated: false,
    });
    expect(await readCsvHead(source(["h\r"]).stream, 1)).toEqual({ text: "h\r", rows: 0, truncated: false });
  });

  it("keeps blank lines between the records it returns", async () => {
    expect(await readCsvHead(source(["\nh\n\n1\n", "2\n"]).stream, 1)).toEqual({
      text: "\nh\n\n1\n",
      rows: 1,
      truncated: true,
    });
  });

  it("decodes UTF-8 split across chunks and drops the BOM", async () => {
    const bytes = new TextEncoder().encode("\uFEFFcafé,naïve\n€1,2\n3,4\n");
    const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await readCsvHead(source(chunks).stream, 1)).toEqual({
      text: "café,naïve\n€1,2\n",
      rows: 1,
      truncated: true,
    });
  });

  it("returns nothing for an empty source", async () => {
    expect(await readCsvHead(source([]).stream, 5)).toEqual({ text: "", rows: 0, truncated: false });
    expect(await readCsvHead(source(["", "\n", new Uint8Array()]).stream, 5)).toEqual({
      text: "",
      rows: 0,
      truncated: false,
    });
  });

  it("returns only the header for maxRows 0", async () => {
    expect(await readCsvHead(source(["a,b\n1,2\n"]).stream, 0)).toEqual({ text: "a,b\n", rows: 0, truncated: true });
  });

  it("gives text that parses to the same rows as the whole file, for any chunking", async () => {
    for (const size of [1, 2, 5, 1000]) {
      for (let maxRows = 0; maxRows <= 5; maxRows++) {
        const head = await readCsvHead(source(chunksOf(TRICKY, size)).stream, maxRows);
        const whole = parseCsv(TRICKY, { maxRows });
        const partial = parseCsv(head.text);
        expect(partial.rows, `size ${size}, maxRows ${maxRows}`).toEqual(whole.rows);
        expect(head.rows).toBe(whole.rows.length);
        expect(head.truncated).toBe(whole.truncated);
        expect(TRICKY.slice(1).startsWith(head.text) || head.text === TRICKY.slice(1) + "\n").toBe(true);
      }
    }
  });
});
