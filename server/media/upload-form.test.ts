import { describe, expect, it } from "vitest";
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from "~/core/images.ts";
import { makeImage, multipartRequest } from "~/tests/fixtures/images.ts";
import { readUploadForm, UPLOAD_UNREADABLE_MESSAGE, uploadTooLargeMessage } from "./upload-form.ts";

const png = { type: "image/png", filename: "chart.png" };

/** A request whose body arrives in small chunks, like a slow upload, and records how much was read. */
function streamedRequest(body: Uint8Array, contentType: string) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= body.length) return controller.close();
      const chunk = body.subarray(sent, sent + 64 * 1024);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
  return { request, sent: () => sent };
}

describe("readUploadForm", () => {
  it("returns the text fields and the files of the file input", async () => {
    const image = await makeImage("png");
    const form = await readUploadForm(
      multipartRequest([
        { name: "title", value: "Sales dashboard — Q3" },
        { name: "tools", value: "Excel" },
        { name: "tools", value: "Power BI" },
        { name: "images", ...png, bytes: image },
        { name: "images", ...png, filename: "second.png", bytes: image },
      ]),
      { fileField: "images", maxFiles: 6 },
    );
    expect(form.ok).toBe(true);
    expect(form.fields.get("title")).toBe("Sales dashboard — Q3");
    expect(form.fields.getAll("tools")).toEqual(["Excel", "Power BI"]);
    expect(form.files.map((f) => f.filename)).toEqual(["chart.png", "second.png"]);
    expect(Buffer.from(form.files[0]!.bytes).equals(image)).toBe(true);
  });

  it("yields no file for an empty file input and ignores files from other inputs", async () => {
    const form = await readUploadForm(
      multipartRequest([
        { name: "title", value: "t" },
        { name: "images", filename: "", type: "application/octet-stream", bytes: new Uint8Array() },
        { name: "other", ...png, bytes: await makeImage("png") },
      ]),
      { fileField: "images", maxFiles: 6 },
    );
    expect(form).toMatchObject({ ok: true, files: [] });
    expect(form.fields.get("title")).toBe("t");
  });

  it("applies a smaller per-form file limit with that form's own message", async () => {
    const csv = new TextEncoder().encode(`email\n${"someone@example.com\n".repeat(200)}`);
    const options = { fileField: "csv", maxFiles: 1, maxFileBytes: 1024, fileTooLargeMessage: "Keep it small." };
    const form = await readUploadForm(
      multipartRequest([{ name: "csv", type: "text/csv", filename: "team.csv", bytes: csv }]),
      options,
    );
    expect(form).toMatchObject({ ok: false, files: [], fieldErrors: { csv: ["Keep it small."] } });
    const small = await readUploadForm(
      multipartRequest([{ name: "csv", type: "text/csv", filename: "team.csv", bytes: csv.subarray(0, 500) }]),
      options,
    );
    expect(small.ok).toBe(true);
  });

  it("refuses more files than allowed", async () => {
    const image = await makeImage("png");
    const form = await readUploadForm(
      multipartRequest([
        { name: "avatar", ...png, bytes: image },
        { name: "avatar", ...png, bytes: image },
      ]),
      { fileField: "avatar", maxFiles: 1 },
    );
    expect(form).toMatchObject({ ok: false, files: [], fieldErrors: { avatar: ["Choose one image at a time."] } });
  });

  it("refuses a file over 5 MB while streaming, keeping the fields sent before it", async () => {
    const oversize = new Uint8Array(MAX_IMAGE_BYTES + 10);
    const form = await readUploadForm(
      multipartRequest([
        { name: "title", value: "Kept" },
        { name: "images", ...png, bytes: oversize },
      ]),
      { fileField: "images", maxFiles: 6 },
    );
    expect(form).toMatchObject({ ok: false, files: [], fieldErrors: { images: [IMAGE_SIZE_MESSAGE] } });
    expect(form.fields.get("title")).toBe("Kept");
  });

  it("stops reading a body far beyond every limit instead of buffering it", async () => {
    const boundary = "----test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = new Uint8Array(100 * 1_000_000);
    body.set(head);
    const { request, sent } = streamedRequest(body, `multipart/form-data; boundary=${boundary}`);
    const form = await readUploadForm(request, { fileField: "avatar", maxFiles: 1 });
    expect(form.fieldErrors).toEqual({ avatar: [IMAGE_SIZE_MESSAGE] });
    expect(sent()).toBeLessThan(body.length);
  });

  it("refuses a body larger than all files together could be", async () => {
    const boundary = "----b";
    const enc = new TextEncoder();
    const filePart = (i: number) => [
      enc.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      new Uint8Array(MAX_IMAGE_BYTES - 1000),
      enc.encode("\r\n"),
    ];
    const chunks = [...filePart(1), ...filePart(2), ...filePart(3), enc.encode(`--${boundary}--\r\n`)];
    const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) body.set(c, (at += c.length) - c.length);
    const { request } = streamedRequest(body, `multipart/form-data; boundary=${boundary}`);
    const form = await readUploadForm(request, { fileField: "images", maxFiles: 2 });
    expect(form.ok).toBe(false);
    expect(form.fieldErrors.images?.[0]).toMatch(/^(Add at most 2 images\.|Add at most 2 images of 5 MB)/);
    expect(uploadTooLargeMessage(2)).toBe("Add at most 2 images of 5 MB or smaller each.");
  });

  it("answers a malformed body with a form error, not an exception", async () => {
    const { request } = streamedRequest(new TextEncoder().encode("garbage"), "multipart/form-data; boundary=xyz");
    expect(await readUploadForm(request, { fileField: "images", maxFiles: 6 })).toMatchObject({
      ok: false,
      fieldErrors: { form: [UPLOAD_UNREADABLE_MESSAGE] },
    });
  });

  it("reads a URL-encoded form (no file chosen, no JavaScript) as text fields", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", title: "x" }),
    });
    const form = await readUploadForm(request, { fileField: "images", maxFiles: 6 });
    expect(form).toMatchObject({ ok: true, files: [] });
    expect(form.fields.get("intent")).toBe("delete");
  });
});
