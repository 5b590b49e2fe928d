import { Readable } from "node:stream";
import { getAppContext } from "~/app/context.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { plainTextError, plainTextResponse } from "~/app/lib/http.server.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/dataset-download";

const UNAVAILABLE_MESSAGE = "This file cannot be downloaded right now. Please try again later.";
const RANGE_NOT_SATISFIABLE_MESSAGE = "The requested range is past the end of this file.";

/**
 * GET/HEAD /data-playground/files/:datasetId/:fileId — a data set file as an attachment.
 * The service enforces the premium lock (403), validates the ids (404) and handles ranges and
 * validators; this adapter only turns its answer into a Response: on S3 storage that is a 302 to
 * a short-lived presigned URL (decision 024), given only after the same checks.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, logger } = getAppContext(context);
  const viewer = await getViewer(context);
  try {
    const result = await services.datasetFiles.openDownload({
      datasetId: params.datasetId,
      fileId: params.fileId,
      viewer,
      range: request.headers.get("range"),
      ifNoneMatch: request.headers.get("if-none-match"),
      ifModifiedSince: request.headers.get("if-modified-since"),
      ifRange: request.headers.get("if-range"),
      headOnly: request.method === "HEAD",
    });
    if (result.status === 416) {
      return plainTextResponse(RANGE_NOT_SATISFIABLE_MESSAGE, 416, {
        "Content-Range": result.headers["Content-Range"]!,
      });
    }
    const body = result.body ? (Readable.toWeb(result.body) as ReadableStream<Uint8Array>) : null;
    return new Response(body, { status: result.status, headers: result.headers });
  } catch (error) {
    if (error instanceof DomainError) return plainTextError(error);
    // Storage down or misconfigured: say so plainly rather than render an error page.
    logger.error({ err: error, datasetId: params.datasetId, fileId: params.fileId }, "data set download failed");
    return plainTextResponse(UNAVAILABLE_MESSAGE, 503, { "Retry-After": "60" });
  }
}
