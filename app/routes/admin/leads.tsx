import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { LEAD_KINDS, LEAD_STATUSES } from "~/core/publishing.ts";
import { LEAD_KIND_LABELS } from "~/server/domain/leads/service.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const filter = { kind: params.get("kind") ?? "", status: params.get("status") ?? "" };
  const leads = await getAppContext(context).services.leads.list(filter);
  return {
    filter,
    kinds: LEAD_KINDS.map((k) => ({ id: k, label: LEAD_KIND_LABELS[k] })),
    leads: leads.map((l) => ({
      id: l.id,
      kind: LEAD_KIND_LABELS[l.kind],
      status: l.status,
      name: l.name,
      email: l.email,
      topic: l.topic ?? "",
      createdAt: l.createdAt.toISOString(),
    })),
  };
}

export default function LeadsInbox({ loaderData: { filter, kinds, leads } }: Route.ComponentProps) {
  const csv = new URLSearchParams(Object.entries(filter).filter(([, v]) => v));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-navy">Leads inbox</h1>
        <a href={`/admin/leads.csv${csv.size ? `?${csv}` : ""}`} className="btn btn-outline text-navy">
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-bold text-navy">
          Kind
          <select
            name="kind"
            defaultValue={filter.kind}
            className="rounded-lg border border-line bg-white px-3 py-2 font-normal"
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-bold text-navy">
          Status
          <select
            name="status"
            defaultValue={filter.status}
            className="rounded-lg border border-line bg-white px-3 py-2 font-normal"
          >
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-dark">
          Filter
        </button>
      </Form>
      <div className="mt-5 overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="p-3">
                Received
              </th>
              <th scope="col" className="p-3">
                Kind
              </th>
              <th scope="col" className="p-3">
                From
              </th>
              <th scope="col" className="p-3">
                Topic
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {leads.map((l) => (
              <tr key={l.id}>
                <td className="p-3 whitespace-nowrap text-muted">{formatUtcDateTime(l.createdAt)}</td>
                <td className="p-3">{l.kind}</td>
                <td className="p-3">
                  <Link to={`/admin/leads/${l.id}`} className="font-bold text-navy underline">
                    {l.name}
                  </Link>
                  <span className="block text-xs text-muted">{l.email}</span>
                </td>
                <td className="p-3">{l.topic}</td>
                <td className="p-3">{l.status.replace("_", " ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {leads.length === 0 && <p className="p-4 text-muted">No leads match.</p>}
      </div>
    </>
  );
}
