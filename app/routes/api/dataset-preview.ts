import { getAppContext } from "~/app/context.ts";
import { plainTextError, plainTextResponse } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/dataset-preview";

const PREVIEW_UNAVAILABLE_MESSAGE = "There was an error loading the preview";

/** Previews change only when the seed or an editor replaces the file. */
const PREVIEW_MAX_AGE_S = 300;

/**
 * GET /data-playground/preview/:datasetId/:fileId — the header and first rows of a data set's
 * preview CSV (at most PREVIEW_MAX_ROWS records), open to everyone; of a premium data set, a
 * non-subscriber gets a bounded sample (`X-Preview-Sample: true`, see PREMIUM_SAMPLE_MAX_ROWS). `X-Preview-Truncated` says
 * whether the file has more. Errors are plain text with a clear message, never a 500.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, logger } = getAppContext(context);
  try {
    const viewer = await getViewer(context);
    const preview = await services.datasetFiles.openPreview({
      datasetId: params.datasetId,
      fileId: params.fileId,
      viewer,
    });
    return new Response(preview.text, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        // A premium preview depends on who asks (a sample, or all of it for a subscriber): kept by no
        // cache, so a shared browser shows nobody a subscriber's rows after sign-out.
        "Cache-Control": preview.locked ? "private, no-store" : `public, max-age=${PREVIEW_MAX_AGE_S}`,
        "X-Preview-Truncated": String(preview.truncated),
        "X-Preview-Rows": String(preview.rows),
        "X-Preview-Sample": String(preview.sample),
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return plainTextError(error);
    // Storage down or misconfigured: the preview shows its error state (spec section 8).
    logger.error({ err: error, datasetId: params.datasetId, fileId: params.fileId }, "data set preview failed");
    return plainTextResponse(PREVIEW_UNAVAILABLE_MESSAGE, 503);
  }
}
