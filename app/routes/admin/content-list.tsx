import { Plus } from "lucide-react";
import { Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { KIND_INFO } from "~/core/publishing.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import type { Route } from "./+types/content-list";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { publishing } = getAppContext(context).services;
  const kind = await orHttpError(Promise.resolve().then(() => publishing.parseKind(params.kind)));
  const entries = await publishing.list(staff, kind);
  return { kind, entries };
}

const STATE_STYLE: Record<string, string> = {
  published: "bg-emerald-100 text-emerald-900",
  scheduled: "bg-amber-100 text-amber-900",
  draft: "bg-slate-200 text-slate-800",
};

export default function ContentList({ loaderData: { kind, entries } }: Route.ComponentProps) {
  const info = KIND_INFO[kind];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-navy">{info.plural}</h1>
        {kind === "legal" ? (
          <p className="text-sm text-muted">The three legal pages keep their addresses; edit their text.</p>
        ) : (
          <Link to={`/admin/content/${kind}/new`} className="btn btn-dark">
            <Plus aria-hidden className="size-4" /> New {info.label.toLowerCase()}
          </Link>
        )}
      </div>
      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="p-3">
                Title
              </th>
              <th scope="col" className="p-3">
                State
              </th>
              <th scope="col" className="p-3">
                Publish time
              </th>
              <th scope="col" className="p-3">
                Last change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="p-3">
                  <Link to={`/admin/content/${kind}/${e.id}`} className="font-bold text-navy underline">
                    {e.title}
                  </Link>
                  <span className="block text-xs text-muted">/{e.slug}</span>
                </td>
                <td className="p-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATE_STYLE[e.state] ?? ""}`}>
                    {e.state}
                  </span>
                </td>
                <td className="p-3 text-muted">{e.publishAt ? formatUtcDateTime(e.publishAt) : "–"}</td>
                <td className="p-3 text-muted">{formatUtcDateTime(e.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 && <p className="p-4 text-muted">Nothing here yet.</p>}
      </div>
    </>
  );
}
