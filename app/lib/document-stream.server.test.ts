import { describe, expect, it } from "vitest";
import { createDocumentStream, withoutModulePreloads } from "./document-stream.server.ts";

async function run(pieces: (string | Buffer)[]): Promise<{ chunks: string[]; ended: boolean }> {
  let ended = false;
  const stream = createDocumentStream(() => (ended = true));
  const chunks: string[] = [];
  const done = new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  for (const piece of pieces) stream.write(piece);
  stream.end();
  await done;
  return { chunks, ended };
}

describe("withoutModulePreloads", () => {
  it("drops module preloads and keeps every other link", () => {
    const head =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/a.js" nonce="x"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/><style>a{}</style></head>';
    expect(withoutModulePreloads(Buffer.from(head)).toString()).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><style>a{}</style></head>',
    );
  });

  it("leaves what follows the head's end alone", () => {
    const html = '<head><link rel="modulepreload" href="/a.js"/></head><p><link rel="modulepreload" href="/b.js"/></p>';
    expect(withoutModulePreloads(Buffer.from(html), html.indexOf("</head>")).toString()).toBe(
      '<head></head><p><link rel="modulepreload" href="/b.js"/></p>',
    );
  });

  it("returns a head without hints as it is", () => {
    const head = Buffer.from('<head><link rel="preload" href="/a.woff2" as="font"/></head>');
    expect(withoutModulePreloads(head)).toBe(head);
  });
});

describe("createDocumentStream", () => {
  it("passes what is written in one go on as one chunk, without module preloads in the head", async () => {
    const { chunks, ended } = await run([
      "<!DOCTYPE html><html><head>",
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      "<title>é</title></he",
      'ad><body><p>&lt;link rel="modulepreload"&gt; is text here</p>',
      "</body></html>",
    ]);
    expect(chunks).toEqual([
      '<!DOCTYPE html><html><head><title>é</title></head><body><p>&lt;link rel="modulepreload"&gt; is text here</p></body></html>',
    ]);
    expect(ended).toBe(true);
  });

  it("keeps multi-byte characters split across pieces whole", async () => {
    const bytes = Buffer.from("<head></head><p>Café – ok</p>", "utf8");
    const { chunks } = await run([bytes.subarray(0, 20), bytes.subarray(20)]);
    expect(chunks.join("")).toBe("<head></head><p>Café – ok</p>");
  });

  it("streams what is written later as a later chunk", async () => {
    let ended = false;
    const stream = createDocumentStream(() => (ended = true));
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    stream.write("<head></head><body>shell");
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<head></head><body>shell"]);
    stream.write("<p>later</p>");
    stream.end("</body>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual(["<head></head><body>shell", "<p>later</p></body>"]);
    expect(ended).toBe(true);
  });
});
