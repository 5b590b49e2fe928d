import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local.ts";
import { StorageNotFound, type FileStorage } from "./types.ts";

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Every file below a directory, relative to it. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

let base: string;
let root: string;
let storage: FileStorage;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "local-storage-"));
  root = path.join(base, "root");
  fs.mkdirSync(path.join(base, "outside"));
  fs.writeFileSync(path.join(base, "outside", "secret.txt"), "secret");
  storage = createLocalStorage(root);
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe("local storage", () => {
  it("writes, stats, reads and deletes an object", async () => {
    expect(storage.kind).toBe("local");
    const written = await storage.write("datasets/ds_cars/cars.csv", Buffer.from("a,b\n1,2\n"));
    expect(written.size).toBe(8);
    expect(written.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(written.lastModified).toBeInstanceOf(Date);
    expect(fs.readFileSync(path.join(root, "datasets", "ds_cars", "cars.csv"), "utf8")).toBe("a,b\n1,2\n");

    const info = await storage.stat("datasets/ds_cars/cars.csv");
    expect(info).toEqual(written);
    expect(await text(await storage.read("datasets/ds_cars/cars.csv"))).toBe("a,b\n1,2\n");

    await storage.delete("datasets/ds_cars/cars.csv");
    expect(await storage.stat("datasets/ds_cars/cars.csv")).toBeNull();
    await expect(storage.delete("datasets/ds_cars/cars.csv")).resolves.toBeUndefined();
  });

  it("reads an inclusive byte range", async () => {
    await storage.write("f.txt", Buffer.from("0123456789"));
    expect(await text(await storage.read("f.txt", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(await storage.read("f.txt", { start: 9, end: 9 }))).toBe("9");
    expect(await text(await storage.read("f.txt", { start: 0, end: 9 }))).toBe("0123456789");
    await expect(storage.read("f.txt", { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.read("f.txt", { start: -1, end: 2 })).rejects.toBeInstanceOf(RangeError);
  });

  it("changes the entity tag when the content is replaced, even with the same size", async () => {
    const first = await storage.write("f.txt", Buffer.from("aaaa"));
    const second = await storage.write("f.txt", Buffer.from("bbbb"));
    expect(second.etag).not.toBe(first.etag);
    expect((await storage.stat("f.txt"))?.etag).toBe(second.etag);
    expect(await text(await storage.read("f.txt"))).toBe("bbbb");
  });

  it("leaves no temporary file behind", async () => {
    await storage.write("a/b.csv", Buffer.from("x"));
    await storage.write("a/b.csv", Buffer.from("y"));
    expect(listFiles(root)).toEqual([path.join("a", "b.csv")]);
  });

  it("answers null or StorageNotFound for a missing object, a directory, or a path through a file", async () => {
    await storage.write("dir/file.csv", Buffer.from("x"));
    for (const key of ["missing.csv", "dir", "dir/file.csv/below", "nowhere/at/all.csv"]) {
      expect(await storage.stat(key), key).toBeNull();
      await expect(storage.read(key), key).rejects.toBeInstanceOf(StorageNotFound);
    }
  });

  it("refuses unsafe keys in every operation and touches nothing outside the root", async () => {
    await storage.write("inside.txt", Buffer.from("inside"));
    const unsafe = [
      "../x",
      "a/../../b",
      "../outside/secret.txt",
      "/etc/passwd",
      "a\\b",
      "..\\outside\\secret.txt",
      "%2e%2e/x",
      "%2e%2e%2foutside%2fsecret.txt",
      "a/./b",
      "a//b",
      "a/",
      "",
      ".",
      "..",
      "a\0b",
      "a b",
      "é.csv",
      "x".repeat(513),
    ];
    for (const key of unsafe) {
      await expect(storage.stat(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.write(key, Buffer.from("pwned")), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(fs.readFileSync(path.join(base, "outside", "secret.txt"), "utf8")).toBe("secret");
    expect(listFiles(base)).toEqual([path.join("outside", "secret.txt"), path.join("root", "inside.txt")]);
  });
});
