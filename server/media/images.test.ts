import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/core/images.ts";
import { createLocalStorage } from "~/db/storage/local.ts";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "~/tests/fixtures/images.ts";
import { BadInput } from "../domain/errors.ts";
import { createImageStore, MEDIA_CACHE_CONTROL, mediaKeyOf, type ImageStore } from "./images.ts";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function rejection(work: Promise<unknown>): Promise<BadInput> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadInput);
  return error as BadInput;
}

let root: string;
let images: ImageStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "image-store-"));
  images = createImageStore({ storage: createLocalStorage(root) });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("image store", () => {
  it.each(["png", "jpeg", "webp"] as const)("stores a %s as a WebP served from /media/", async (format) => {
    const stored = await images.save(await makeImage(format), "project");
    expect(stored.src).toMatch(/^\/media\/images\/project\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(mediaKeyOf(stored.src)).toBe(stored.key);
    const opened = await images.open({ key: stored.key });
    expect(opened.status).toBe(200);
    expect(opened.headers["Content-Type"]).toBe("image/webp");
    expect(opened.headers["Cache-Control"]).toBe(MEDIA_CACHE_CONTROL);
    const body = await bytesOf(opened.body!);
    expect(opened.headers["Content-Length"]).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it("shrinks a project image into its box, keeping the shape, and never enlarges", async () => {
    const big = await images.save(await makeImage("png", { width: 3200, height: 1000 }), "project");
    expect([big.width, big.height]).toEqual([1600, 500]);
    const small = await images.save(await makeImage("png", { width: 40, height: 30 }), "project");
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it("crops an avatar to a square", async () => {
    const avatar = await images.save(await makeImage("jpeg", { width: 1200, height: 800 }), "avatar");
    expect([avatar.width, avatar.height]).toEqual([512, 512]);
    expect(avatar.key).toMatch(/^images\/avatar\//);
  });

  it("drops EXIF data (camera, names) from what it stores", async () => {
    const original = await makeImage("jpeg", { exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await images.save(original, "project");
    const body = await bytesOf((await images.open({ key: stored.key })).body!);
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes(Buffer.from("SecretCam"))).toBe(false);
  });

  it("refuses a text file named .png, by content, and stores nothing", async () => {
    const error = await rejection(images.save(TEXT_PRETENDING_TO_BE_PNG, "avatar", "avatar"));
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
    expect(error.fieldErrors).toEqual({ avatar: [IMAGE_TYPE_MESSAGE] });
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("refuses formats other than PNG, JPEG and WebP even when they are real images", async () => {
    expect((await rejection(images.process(await makeImage("gif"), "project"))).message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("refuses a file over 5 MB before decoding it", async () => {
    const oversize = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await makeImage("png")).copy(oversize);
    expect((await rejection(images.process(oversize, "project"))).message).toBe(IMAGE_SIZE_MESSAGE);
  });

  it("refuses an image with the right signature but broken content", async () => {
    const truncated = (await makeImage("png", { width: 300, height: 300 })).subarray(0, 60);
    expect((await rejection(images.process(truncated, "project"))).message).toBe(IMAGE_UNREADABLE_MESSAGE);
  });

  it("refuses a small file that decodes to a huge canvas", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect((await rejection(images.process(bomb, "project"))).message).toBe(IMAGE_DIMENSIONS_MESSAGE);
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    const stored = await images.save(await makeImage("png"), "project");
    const first = await images.open({ key: stored.key, headOnly: true });
    expect(first.status).toBe(200);
    expect(first.body).toBeNull();
    const again = await images.open({ key: stored.key, ifNoneMatch: first.headers.ETag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("serves 404 for unknown keys, other stored files and path tricks", async () => {
    fs.mkdirSync(path.join(root, "datasets"), { recursive: true });
    fs.writeFileSync(path.join(root, "datasets", "secret.csv"), "a,b\n");
    const keys = [
      "images/project/AAAAAAAAAAAAAAAAAAAAAA.webp",
      "datasets/secret.csv",
      "images/project/../../datasets/secret.csv",
      "images/project/%2e%2e%2fsecret.webp",
      "images/other/AAAAAAAAAAAAAAAAAAAAAA.webp",
      "",
    ];
    for (const key of keys) expect((await images.open({ key })).status, key).toBe(404);
  });

  it("deletes its own uploads by URL and ignores other URLs", async () => {
    const stored = await images.save(await makeImage("png"), "project");
    await images.remove([stored.src, "/images/seed/cover.webp", "https://example.com/x.png"]);
    expect((await images.open({ key: stored.key })).status).toBe(404);
  });
});
