import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { Route } from "./+types/data-export";

/** "Download your data": the signed-in person's data as one JSON file (privacy policy, your rights). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  try {
    const data = await getAppContext(context).services.account.exportData(viewer);
    const day = data.exportedAt.slice(0, 10);
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="maven-analytics-data-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return plainTextError(error);
  }
}
