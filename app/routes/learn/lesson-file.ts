import { Readable } from "node:stream";
import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/lesson-file";

/** GET /course/:slug/lesson/:lessonId/files/:fileId: a download lesson's file, behind the lesson's gate. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  try {
    const file = await services.learning.openLessonFile(viewer, params);
    return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: file.headers,
    });
  } catch (error) {
    if (error instanceof DomainError) return plainTextError(error);
    throw error;
  }
}
