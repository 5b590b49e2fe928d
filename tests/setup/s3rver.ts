import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import S3rver from "s3rver";
import type { S3StorageOptions } from "~/db/storage/s3.ts";

/** s3rver's built-in account. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const REGION = "us-east-1";

export interface TestS3 {
  /** Options for createS3Storage on this server (path style, as self-hosted stores want). */
  options(overrides?: Partial<S3StorageOptions>): S3StorageOptions;
  bucket: string;
  /** Presigned URLs the signature check refused. */
  refused: string[];
  close(): Promise<void>;
}

/** The parts of a Koa context the signature check reads and sets. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * A real S3-compatible server in this process: s3rver on 127.0.0.1, a random port and a
 * temporary directory, with one bucket.
 *
 * s3rver 3.7 checks a presigned URL's expiry but not its V4 signature, so a check in front of it
 * signs the URL again with the SDK, for the path, response-* parameters, date and lifetime as
 * received, and refuses it (403 SignatureDoesNotMatch) when the signatures differ, as S3 does.
 */
export async function startTestS3(bucket = "test-files"): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const refused: string[] = [];
  let endpoint = "";
  const signer = () =>
    new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      // As createS3Storage: no checksum parameters in the URL.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });

  const checkPresigned: KoaMiddleware = async (ctx, next) => {
    const signature = ctx.query["X-Amz-Signature"];
    if (typeof signature !== "string") return next();
    const [, urlBucket = "", ...keyParts] = ctx.path.split("/");
    const one = (name: string) => {
      const value = ctx.query[name];
      return typeof value === "string" ? value : undefined;
    };
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(one("X-Amz-Date") ?? "");
    let expected = "";
    if (ctx.method === "GET" && date) {
      const [, y, mo, d, h, mi, s] = date;
      const url = await getSignedUrl(
        signer(),
        new GetObjectCommand({
          Bucket: urlBucket,
          Key: keyParts.map(decodeURIComponent).join("/"),
          ResponseContentDisposition: one("response-content-disposition"),
          ResponseContentType: one("response-content-type"),
          ResponseCacheControl: one("response-cache-control"),
        }),
        { expiresIn: Number(one("X-Amz-Expires")), signingDate: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) },
      );
      expected = new URL(url).searchParams.get("X-Amz-Signature") ?? "";
    }
    if (expected !== signature) {
      refused.push(ctx.path);
      ctx.status = 403;
      ctx.type = "application/xml";
      ctx.body = "<Error><Code>SignatureDoesNotMatch</Code></Error>";
      return;
    }
    return next();
  };
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(checkPresigned);

  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  return {
    bucket,
    refused,
    options: (overrides = {}) => ({
      endpoint,
      region: REGION,
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
      ...overrides,
    }),
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
