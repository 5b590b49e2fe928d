import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, S3Error, signRequestV4, type S3StorageOptions } from "./s3.ts";
import { StorageNotFound } from "./types.ts";

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const ACCESS_KEY = "AKIDEXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";
const REGION = "eu-test-1";
const BUCKET = "playground-files";

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();

/**
 * The server's side of SigV4, written independently of s3.ts: rebuilds the canonical request
 * from what actually arrived on the wire and answers with the reason when it does not match.
 */
function verifySignature(request: {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
}): string | null {
  const auth = request.headers["authorization"] ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return `malformed Authorization header: ${auth}`;
  const [, accessKey, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== ACCESS_KEY) return "unknown access key";
  const amzDate = request.headers["x-amz-date"] ?? "";
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return "bad x-amz-date";
  const names = signedHeaders!.split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  if (request.headers["range"] !== undefined && !names.includes("range")) return "range is not signed";
  if ([...names].sort().join(";") !== signedHeaders) return "signed headers are not sorted";
  const payloadHash = request.headers["x-amz-content-sha256"] ?? "";
  if (payloadHash !== sha256(request.body)) return "x-amz-content-sha256 does not match the body";
  const [pathname, query = ""] = request.path.split("?");
  const canonical = [
    request.method,
    pathname,
    query,
    names.map((n) => `${n}:${(request.headers[n] ?? "").trim()}\n`).join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region!), "s3"), "aws4_request");
  const expected = crypto.createHmac("sha256", key).update(toSign).digest("hex");
  return expected === signature ? null : "SignatureDoesNotMatch";
}

interface StoredObject {
  body: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** An in-memory, path-style S3: PUT, HEAD, GET (with one Range) and DELETE, every request verified. */
const objects = new Map<string, StoredObject>();
const seen: { method: string; path: string; rejected: string | null }[] = [];
let server: http.Server;
let endpoint: string;

function xmlError(response: http.ServerResponse, status: number, code: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = request.url ?? "/";
      const headers = request.headers as Record<string, string | undefined>;
      const rejected = verifySignature({ method: request.method ?? "", path, headers, body });
      seen.push({ method: request.method ?? "", path, rejected });
      if (rejected) return xmlError(response, 403, "SignatureDoesNotMatch");
      const prefix = `/${BUCKET}/`;
      if (!path.startsWith(prefix)) return xmlError(response, 404, "NoSuchBucket");
      const key = decodeURIComponent(path.slice(prefix.length));
      const object = objects.get(key);
      switch (request.method) {
        case "PUT": {
          const etag = `"${crypto.createHash("md5").update(body).digest("hex")}"`;
          objects.set(key, {
            body,
            etag,
            lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
            contentType: headers["content-type"] ?? "application/octet-stream",
          });
          response.writeHead(200, { etag });
          return response.end();
        }
        case "DELETE":
          objects.delete(key);
          response.writeHead(204);
          return response.end();
        case "HEAD":
        case "GET": {
          if (!object) return xmlError(response, 404, "NoSuchKey");
          const common = {
            etag: object.etag,
            "last-modified": object.lastModified.toUTCString(),
            "content-type": object.contentType,
            "accept-ranges": "bytes",
          };
          const range = /^bytes=(\d+)-(\d+)$/.exec(headers["range"] ?? "");
          if (request.method === "GET" && range) {
            const start = Number(range[1]);
            const end = Math.min(Number(range[2]), object.body.length - 1);
            if (start >= object.body.length) return xmlError(response, 416, "InvalidRange");
            response.writeHead(206, {
              ...common,
              "content-length": end - start + 1,
              "content-range": `bytes ${start}-${end}/${object.body.length}`,
            });
            return response.end(object.body.subarray(start, end + 1));
          }
          response.writeHead(200, { ...common, "content-length": object.body.length });
          return response.end(request.method === "GET" ? object.body : undefined);
        }
        default:
          return xmlError(response, 405, "MethodNotAllowed");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  seen.length = 0;
});

const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint,
  region: REGION,
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  ...overrides,
});

describe("signRequestV4", () => {
  it("reproduces the GET Object example of the AWS SigV4 documentation", () => {
    const signed = signRequestV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(signed.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        "x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(signed.stringToSign).toBe(
      "AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n" +
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
    );
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(signed.headers["authorization"]).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("S3 storage against a local S3-compatible server", () => {
  it("writes, stats, reads, reads a range and deletes, every request signed", async () => {
    const storage = createS3Storage(options());
    expect(storage.kind).toBe("s3");
    const written = await storage.write("datasets/ds_cars/cars.csv", Buffer.from("a,b\n1,2\n"), "text/csv");
    expect(written).toMatchObject({ size: 8, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(objects.get("datasets/ds_cars/cars.csv")?.contentType).toBe("text/csv");

    expect(await storage.stat("datasets/ds_cars/cars.csv")).toEqual(written);
    expect(await text(await storage.read("datasets/ds_cars/cars.csv"))).toBe("a,b\n1,2\n");
    expect(await text(await storage.read("datasets/ds_cars/cars.csv", { start: 2, end: 5 }))).toBe("b\n1,");

    await storage.delete("datasets/ds_cars/cars.csv");
    expect(await storage.stat("datasets/ds_cars/cars.csv")).toBeNull();
    expect(seen.every((r) => r.rejected === null)).toBe(true);
    expect(seen.map((r) => r.method)).toEqual(["PUT", "HEAD", "HEAD", "GET", "GET", "DELETE", "HEAD"]);
  });

  it("answers null and StorageNotFound for a missing object, and deletes it quietly", async () => {
    const storage = createS3Storage(options());
    expect(await storage.stat("missing.csv")).toBeNull();
    await expect(storage.read("missing.csv")).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.delete("missing.csv")).resolves.toBeUndefined();
  });

  it("puts keys under the prefix", async () => {
    const storage = createS3Storage(options({ prefix: "/staging/" }));
    await storage.write("f.csv", Buffer.from("x"));
    expect([...objects.keys()]).toEqual(["staging/f.csv"]);
    expect(seen[0]?.path).toBe(`/${BUCKET}/staging/f.csv`);
    expect(await text(await storage.read("f.csv"))).toBe("x");
  });

  it("fails with S3Error, never StorageNotFound, when the credentials are wrong", async () => {
    const storage = createS3Storage(options({ secretAccessKey: "wrong" }));
    await expect(storage.stat("f.csv")).rejects.toMatchObject({ name: "S3Error", status: 403 });
    await expect(storage.read("f.csv")).rejects.toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    await expect(storage.write("f.csv", Buffer.from("x"))).rejects.toBeInstanceOf(S3Error);
    expect(objects.size).toBe(0);
  });

  it("refuses unsafe keys before sending anything", async () => {
    const storage = createS3Storage(options());
    for (const key of ["../x", "a/../../b", "/etc/passwd", "a\\b", "%2e%2e/x", ""]) {
      await expect(storage.stat(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.write(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(seen).toHaveLength(0);
  });

  it("refuses a store that ignores the Range header rather than send the wrong bytes", async () => {
    const ignoring = (async () =>
      new Response("0123456789", { status: 200, headers: { "content-length": "10" } })) as unknown as typeof fetch;
    const storage = createS3Storage(options(), ignoring);
    await expect(storage.read("f.csv", { start: 2, end: 5 })).rejects.toThrow(/ignored the Range header/);
    expect(await text(await storage.read("f.csv", { start: 0, end: 9 }))).toBe("0123456789");
  });

  it("addresses the bucket as a virtual host unless path style is forced, and signs that host", async () => {
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const recording = (async (url: URL, init: RequestInit) => {
      const headers = { ...(init.headers as Record<string, string>), host: url.host };
      requests.push({ url: url.toString(), headers });
      const rejected = verifySignature({
        method: init.method ?? "GET",
        path: url.pathname,
        headers,
        body: Buffer.alloc(0),
      });
      return new Response(null, { status: rejected ? 403 : 404 });
    }) as unknown as typeof fetch;
    const storage = createS3Storage(
      options({ endpoint: "https://s3.eu-test-1.amazonaws.com", forcePathStyle: false }),
      recording,
    );
    expect(await storage.stat("datasets/x.csv")).toBeNull();
    expect(requests[0]?.url).toBe(`https://${BUCKET}.s3.eu-test-1.amazonaws.com/datasets/x.csv`);
  });

  it("refuses a bad bucket name or endpoint at start-up", () => {
    expect(() => createS3Storage(options({ bucket: "../etc" }))).toThrow(/bucket/);
    expect(() => createS3Storage(options({ endpoint: "file:///tmp" }))).toThrow(/endpoint/);
  });
});
