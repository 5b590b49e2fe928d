import { describe, expect, it } from "vitest";
import { createDocumentStream } from "./document-stream.server.ts";

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

describe("createDocumentStream", () => {
  it("passes what is written in one go on as one chunk, React Router's hints untouched", async () => {
    const { chunks, ended } = await run([
      "<!DOCTYPE html><html><head>",
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      "<title>é</title></he",
      "ad><body>",
      "</body></html>",
    ]);
    expect(chunks).toEqual([
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><title>é</title></head><body></body></html>',
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
