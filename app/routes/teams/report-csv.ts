import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { parseReportQuery } from "~/server/domain/teams/reports.ts";
import type { Route } from "./+types/report-csv";

/** /dashboard/team/report.csv (issue 19): the team report with its filters, every member, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const query = parseReportQuery(new URL(request.url).searchParams);
  try {
    const csv = await getAppContext(context).services.teamReports.csv(viewer, query);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="team-report-${new Date().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return plainTextError(error);
  }
}
