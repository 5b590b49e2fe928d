import { getAppContext } from "~/app/context.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/dataset-preview";

const STATUS: Record<DomainError["code"], number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
};

const PREVIEW_UNAVAILABLE_MESSAGE = "There was an error loading the preview";

function plainText(message: string, status: number): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** Previews change only when the seed or an editor replaces the file. */
const PREVIEW_MAX_AGE_S = 300;

/**
 * GET /data-playground/preview/:datasetId/:fileId — the header and first rows of a data set's
 * preview CSV (at most PREVIEW_MAX_ROWS records), open to everyone. `X-Preview-Truncated` says
 * whether the file has more. Errors are plain text with a clear message, never a 500.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, logger } = getAppContext(context);
  try {
    const preview = await services.datasetFiles.openPreview({ datasetId: params.datasetId, fileId: params.fileId });
    return new Response(preview.text, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Cache-Control": `public, max-age=${PREVIEW_MAX_AGE_S}`,
        "X-Preview-Truncated": String(preview.truncated),
        "X-Preview-Rows": String(preview.rows),
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return plainText(error.message, STATUS[error.code]);
    // Storage down or misconfigured: the preview shows its error state (spec section 8).
    logger.error({ err: error, datasetId: params.datasetId, fileId: params.fileId }, "data set preview failed");
    return plainText(PREVIEW_UNAVAILABLE_MESSAGE, 503);
  }
}
