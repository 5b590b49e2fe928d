import { getAppContext } from "~/app/context.ts";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await getAppContext(context).services.health.check();
  return Response.json(result, {
    status: result.db === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
