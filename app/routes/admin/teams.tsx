import { Building2, Plus } from "lucide-react";
import { Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import type { Route } from "./+types/teams";
import { formatUtcDate } from "~/core/format.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const teams = await orHttpError(getAppContext(context).services.enterpriseTeams.list(staff));
  const now = Date.now();
  return {
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      billing: t.billing,
      seats: t.seats,
      used: t.used,
      contractEnd: t.contractEndsAt ? formatUtcDate(t.contractEndsAt) : null,
      contractOver: t.contractEndsAt ? t.contractEndsAt.getTime() <= now : false,
      ssoDomain: t.ssoDomain,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Teams | Staff area" }];

export default function TeamsPage({ loaderData: { teams } }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-navy">Teams</h1>
          <p className="mt-1 text-sm text-muted">
            Teams bought by card and enterprise teams on an invoiced contract. Enterprise teams are made here, from an
            enterprise request or from scratch.
          </p>
        </div>
        <Link to="/admin/teams/new" className="btn btn-primary">
          <Plus aria-hidden className="size-4" /> New enterprise team
        </Link>
      </div>
      <div className="mt-5 overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="p-3">
                Team
              </th>
              <th scope="col" className="p-3">
                Billing
              </th>
              <th scope="col" className="p-3">
                Seats used
              </th>
              <th scope="col" className="p-3">
                Contract ends
              </th>
              <th scope="col" className="p-3">
                Single sign-on
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {teams.map((t) => (
              <tr key={t.id}>
                <td className="p-3">
                  <Link to={`/admin/teams/${t.id}`} className="font-bold text-navy underline">
                    {t.name}
                  </Link>
                </td>
                <td className="p-3">{t.billing === "invoice" ? "Invoice (enterprise)" : "Card"}</td>
                <td className="p-3 whitespace-nowrap">
                  {t.used} of {t.seats}
                </td>
                <td className="p-3 whitespace-nowrap">
                  {t.contractEnd ?? <span className="text-muted">—</span>}
                  {t.contractOver && <span className="ml-2 font-bold text-red-700">ended</span>}
                </td>
                <td className="p-3">{t.ssoDomain ?? <span className="text-muted">Off</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {teams.length === 0 && (
          <p className="flex items-center gap-2 p-4 text-muted">
            <Building2 aria-hidden className="size-4" /> No teams yet.
          </p>
        )}
      </div>
    </>
  );
}
