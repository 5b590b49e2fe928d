import { getAppContext } from "~/app/context.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { leadsToCsv } from "~/server/domain/leads/service.ts";
import type { Route } from "./+types/leads-csv";

/** The leads inbox (with its filters) as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const rows = await getAppContext(context).services.leads.list({
    kind: params.get("kind") ?? "",
    status: params.get("status") ?? "",
  });
  return new Response(leadsToCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
