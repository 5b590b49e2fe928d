import { Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import { CONTENT_KINDS, KIND_INFO } from "~/core/publishing.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { publishing, leads } = getAppContext(context).services;
  const [counts, audit, newLeads] = await Promise.all([
    publishing.counts(staff),
    publishing.auditLog(staff, 10),
    leads.list({ status: "new" }),
  ]);
  return { counts, audit, newLeads: newLeads.length };
}

export default function AdminHome({ loaderData: { counts, audit, newLeads } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-navy">Overview</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={`/admin/content/${kind}`}
              className="block rounded-xl bg-white p-5 shadow-sm hover:ring-2 hover:ring-turquoise"
            >
              <span className="block font-display text-3xl font-bold text-navy">{counts[kind]}</span>
              <span className="text-sm text-muted">{KIND_INFO[kind].plural}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/admin/leads?status=new" className="block rounded-xl bg-navy p-5 text-white shadow-sm">
            <span className="block font-display text-3xl font-bold">{newLeads}</span>
            <span className="text-sm text-white/80">New leads</span>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="recent-h" className="mt-10">
        <h2 id="recent-h" className="font-display text-xl font-bold text-navy">
          Recent changes
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-muted">Nothing changed yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl bg-white shadow-sm">
            {audit.map((a) => (
              <li key={a.id} className="p-3 text-sm">
                <span className="font-bold text-navy">{a.summary}</span>
                <span className="block text-muted">
                  {a.actorEmail} · <time dateTime={a.createdAt}>{formatUtcDateTime(a.createdAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/admin/audit" className="mt-3 inline-block font-bold text-turquoise-deep underline">
          Full audit log
        </Link>
      </section>
    </>
  );
}
