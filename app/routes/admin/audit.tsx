import { ScrollRegion } from "~/app/components/ui/scroll-region.tsx";
import { getAppContext } from "~/app/context.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return { entries: await getAppContext(context).services.publishing.auditLog(staff, 500) };
}

export default function AuditLog({ loaderData: { entries } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-navy">Audit log</h1>
      <p className="mt-1 text-sm text-muted">Who did what in the staff area, newest first (the last 500 changes).</p>
      <ScrollRegion label="Audit log" className="mt-6 rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="p-3">
                When
              </th>
              <th scope="col" className="p-3">
                Who
              </th>
              <th scope="col" className="p-3">
                Action
              </th>
              <th scope="col" className="p-3">
                What
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="p-3 whitespace-nowrap text-muted">
                  <time dateTime={e.createdAt}>{formatUtcDateTime(e.createdAt)}</time>
                </td>
                <td className="p-3">{e.actorEmail}</td>
                <td className="p-3 font-bold">{e.action}</td>
                <td className="p-3">{e.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 && <p className="p-4 text-muted">Nothing recorded yet.</p>}
      </ScrollRegion>
    </>
  );
}
