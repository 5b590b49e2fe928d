import { Form, Link, redirect } from "react-router";
import { FormNotice } from "~/app/components/ui/field.tsx";
import { getAppContext } from "~/app/context.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { LEAD_STATUSES } from "~/core/publishing.ts";
import { LEAD_KIND_LABELS } from "~/server/domain/leads/service.ts";
import { formatUtcDateTime } from "~/core/format.ts";
import type { Route } from "./+types/lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const lead = await orHttpError(getAppContext(context).services.leads.get(params.id));
  return {
    lead: { ...lead, kindLabel: LEAD_KIND_LABELS[lead.kind], createdAt: lead.createdAt.toISOString() },
    done: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { leads, publishing } = getAppContext(context).services;
  const status = String((await readFormData(request)).get("status") ?? "");
  await orHttpError(leads.setStatus(params.id, status));
  await publishing.recordAudit(staff, "lead-status", "lead", params.id, `Set lead ${params.id} to ${status}`);
  return redirect(`/admin/leads/${params.id}?saved`);
}

export default function LeadPage({ loaderData: { lead, done } }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/leads" className="underline">
          Leads inbox
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold text-navy">
        {lead.kindLabel} from {lead.name}
      </h1>
      {done && (
        <div className="mt-4">
          <FormNotice>Status saved.</FormNotice>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="rounded-xl bg-white p-5 shadow-sm">
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-bold text-navy">Received</dt>
            <dd>{formatUtcDateTime(lead.createdAt)}</dd>
            <dt className="font-bold text-navy">Email</dt>
            <dd>
              <a href={`mailto:${lead.email}`} className="underline">
                {lead.email}
              </a>
            </dd>
            {lead.organisation && (
              <>
                <dt className="font-bold text-navy">Organization</dt>
                <dd>{lead.organisation}</dd>
              </>
            )}
            {lead.topic && (
              <>
                <dt className="font-bold text-navy">Topic</dt>
                <dd>{lead.topic}</dd>
              </>
            )}
            {Object.entries(lead.details).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-bold text-navy">{k}</dt>
                <dd>{String(v)}</dd>
              </div>
            ))}
          </dl>
          {lead.message && <p className="mt-5 rounded-lg bg-mist p-4 whitespace-pre-wrap">{lead.message}</p>}
        </div>
        <Form method="post" className="flex flex-col gap-2 self-start rounded-xl bg-white p-5 shadow-sm">
          <label htmlFor="status" className="text-sm font-bold text-navy">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={lead.status}
            className="rounded-lg border border-line px-3 py-2"
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </select>
          <SubmitButton busyLabel="Saving…" className="btn btn-dark">
            Save status
          </SubmitButton>
          {lead.kind === "enterprise" && (
            <Link to={`/admin/teams/new?lead=${encodeURIComponent(lead.id)}`} className="btn btn-primary mt-3">
              Create enterprise team
            </Link>
          )}
        </Form>
      </div>
    </>
  );
}
