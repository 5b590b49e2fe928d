import { Readable } from "node:stream";
import { getAppContext } from "~/app/context.ts";
import { plainTextResponse } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/media";

const NOT_FOUND_MESSAGE = "This image does not exist.";

/**
 * GET/HEAD /media/* — an uploaded image (avatar, project image) by its storage key. The image
 * store only serves keys of the shape it creates, so no other stored file and no path outside
 * the storage can be reached from here.
 *
 * Images keep streaming through the server even on S3 (unlike data set downloads, which redirect
 * to a presigned URL: decision 024): they are small (MAX_IMAGE_BYTES), public and immutable, so
 * browsers and CDNs cache them for a year at a stable same-origin URL (CSP img-src 'self'),
 * which a 60-second presigned URL would defeat.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, logger } = getAppContext(context);
  try {
    const result = await services.images.open({
      key: params["*"] ?? "",
      ifNoneMatch: request.headers.get("if-none-match"),
      headOnly: request.method === "HEAD",
    });
    if (result.status === 404) return plainTextResponse(NOT_FOUND_MESSAGE, 404);
    const body = result.body ? (Readable.toWeb(result.body) as ReadableStream<Uint8Array>) : null;
    return new Response(body, { status: result.status, headers: result.headers });
  } catch (error) {
    logger.error({ err: error, key: params["*"] }, "image could not be served");
    return plainTextResponse("This image cannot be shown right now. Please try again later.", 503, {
      "Retry-After": "60",
    });
  }
}
