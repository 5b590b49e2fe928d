// S3 storage against a real S3-compatible server (s3rver, in this process, on 127.0.0.1).
import type { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestS3, type TestS3 } from "~/tests/setup/s3rver.ts";
import { createS3Storage, S3Error } from "./s3.ts";
import { StorageNotFound } from "./types.ts";

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

let s3: TestS3;

/** Every key in the bucket, read with the SDK directly (FileStorage has no listing). */
async function bucketKeys(): Promise<string[]> {
  const options = s3.options();
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const DISPOSITION = `attachment; filename="cars.csv"; filename*=UTF-8''cars.csv`;

describe("S3 storage on s3rver", () => {
  it("writes, stats, reads, reads a range, lists and deletes", async () => {
    const storage = createS3Storage(s3.options());
    expect(storage.kind).toBe("s3");
    const written = await storage.write("datasets/ds_cars/cars.csv", Buffer.from("a,b\n1,2\n"), "text/csv");
    expect(written).toMatchObject({ size: 8, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(written.lastModified).toBeInstanceOf(Date);

    expect(await storage.stat("datasets/ds_cars/cars.csv")).toEqual(written);
    expect(await text(await storage.read("datasets/ds_cars/cars.csv"))).toBe("a,b\n1,2\n");
    expect(await text(await storage.read("datasets/ds_cars/cars.csv", { start: 2, end: 5 }))).toBe("b\n1,");
    expect(await bucketKeys()).toContain("datasets/ds_cars/cars.csv");

    await storage.delete("datasets/ds_cars/cars.csv");
    expect(await storage.stat("datasets/ds_cars/cars.csv")).toBeNull();
    expect(await bucketKeys()).not.toContain("datasets/ds_cars/cars.csv");
  });

  it("answers null and StorageNotFound for a missing object, and deletes it quietly", async () => {
    const storage = createS3Storage(s3.options());
    expect(await storage.stat("missing.csv")).toBeNull();
    await expect(storage.read("missing.csv")).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.read("missing.csv", { start: 0, end: 3 })).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.delete("missing.csv")).resolves.toBeUndefined();
  });

  it("puts keys under the prefix, and one prefix does not see another's objects", async () => {
    const staging = createS3Storage(s3.options({ prefix: "/staging/" }));
    const production = createS3Storage(s3.options({ prefix: "production" }));
    await staging.write("f.csv", Buffer.from("x"));
    expect(await bucketKeys()).toContain("staging/f.csv");
    expect(await text(await staging.read("f.csv"))).toBe("x");
    expect(await production.stat("f.csv")).toBeNull();
    await staging.delete("f.csv");
    expect(await bucketKeys()).not.toContain("staging/f.csv");
  });

  it("fails with S3Error, never StorageNotFound, for an unknown access key or bucket", async () => {
    const stranger = createS3Storage(s3.options({ accessKeyId: "UNKNOWNKEY" }));
    await expect(stranger.stat("f.csv")).rejects.toMatchObject({ name: "S3Error", status: 403 });
    await expect(stranger.read("f.csv")).rejects.toMatchObject({ status: 403, code: "InvalidAccessKeyId" });
    await expect(stranger.write("f.csv", Buffer.from("x"))).rejects.toBeInstanceOf(S3Error);
    const noBucket = createS3Storage(s3.options({ bucket: "no-such-bucket" }));
    await expect(noBucket.write("f.csv", Buffer.from("x"))).rejects.toMatchObject({ code: "NoSuchBucket" });
  });

  it("refuses unsafe keys before sending anything", async () => {
    const storage = createS3Storage(s3.options());
    for (const key of ["../x", "a/../../b", "/etc/passwd", "a\\b", "%2e%2e/x", ""]) {
      await expect(storage.stat(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.write(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(
        storage.downloadUrl!(key, { contentDisposition: DISPOSITION, contentType: "text/csv", expiresInS: 60 }),
        key,
      ).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it("refuses a bad bucket name or endpoint at start-up", () => {
    expect(() => createS3Storage(s3.options({ bucket: "../etc" }))).toThrow(/bucket/);
    expect(() => createS3Storage(s3.options({ endpoint: "file:///tmp" }))).toThrow(/endpoint/);
  });
});

describe("S3 storage: presigned download URLs", () => {
  it("gives a URL that a plain fetch downloads, with our file name, type and no caching", async () => {
    const storage = createS3Storage(s3.options({ prefix: "env1" }));
    await storage.write("datasets/ds_cars/cars.csv", Buffer.from("a,b\n1,2\n"), "text/csv");
    const url = await storage.downloadUrl!("datasets/ds_cars/cars.csv", {
      contentDisposition: DISPOSITION,
      contentType: "text/csv; charset=utf-8",
      expiresInS: 60,
    });
    expect(url).toMatch(new RegExp(`^${s3.options().endpoint}/${s3.bucket}/env1/datasets/ds_cars/cars\\.csv\\?`));
    expect(new URL(url!).searchParams.get("X-Amz-Expires")).toBe("60");
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(DISPOSITION);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("a,b\n1,2\n");

    const partial = await fetch(url!, { headers: { range: "bytes=4-6" } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe("1,2");
  });

  it("stops working once it has expired", async () => {
    const storage = createS3Storage(s3.options());
    await storage.write("short.csv", Buffer.from("brief"));
    const options = { contentDisposition: DISPOSITION, contentType: "text/csv" };
    const live = (await storage.downloadUrl!("short.csv", { ...options, expiresInS: 60 }))!;
    const first = await fetch(live);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("brief");
    // Signed 10 s ago for 1 s: expired whatever the machine's load, without waiting for it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 10_000);
    let lapsed: string;
    try {
      lapsed = (await storage.downloadUrl!("short.csv", { ...options, expiresInS: 1 }))!;
    } finally {
      vi.useRealTimers();
    }
    const expired = await fetch(lapsed);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");
  });

  it("refuses a tampered URL: another key, another file name, a longer life, a forged signature", async () => {
    const storage = createS3Storage(s3.options());
    await storage.write("open.csv", Buffer.from("open"));
    await storage.write("premium.csv", Buffer.from("premium"));
    const url = (await storage.downloadUrl!("open.csv", {
      contentDisposition: DISPOSITION,
      contentType: "text/csv",
      expiresInS: 60,
    }))!;
    expect((await fetch(url)).status).toBe(200);

    const tampered = [
      url.replace("/open.csv?", "/premium.csv?"),
      (() => {
        const u = new URL(url);
        u.searchParams.set("response-content-disposition", "inline");
        return u.toString();
      })(),
      (() => {
        const u = new URL(url);
        u.searchParams.set("X-Amz-Expires", "604800");
        return u.toString();
      })(),
      (() => {
        const u = new URL(url);
        u.searchParams.set("X-Amz-Signature", "0".repeat(64));
        return u.toString();
      })(),
    ];
    const before = s3.refused.length;
    for (const forged of tampered) {
      const response = await fetch(forged);
      expect(response.status, forged).toBe(403);
      expect(await response.text()).not.toContain("premium");
    }
    expect(s3.refused.length - before).toBe(tampered.length);
  });

  it("addresses the bucket as a virtual host unless path style is forced", async () => {
    const storage = createS3Storage(
      s3.options({ endpoint: "https://s3.eu-test-1.amazonaws.com", region: "eu-test-1", forcePathStyle: false }),
    );
    const url = await storage.downloadUrl!("datasets/x.csv", {
      contentDisposition: DISPOSITION,
      contentType: "text/csv",
      expiresInS: 60,
    });
    expect(url).toMatch(new RegExp(`^https://${s3.bucket}\\.s3\\.eu-test-1\\.amazonaws\\.com/datasets/x\\.csv\\?`));
  });

  it("refuses a lifetime S3 would not accept", async () => {
    const storage = createS3Storage(s3.options());
    for (const expiresInS of [0, -1, 1.5, 604_801]) {
      await expect(
        storage.downloadUrl!("f.csv", { contentDisposition: DISPOSITION, contentType: "text/csv", expiresInS }),
      ).rejects.toThrow(RangeError);
    }
  });
});
