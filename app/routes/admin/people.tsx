import { data, Form } from "react-router";
import { FormError, FormNotice, inputClass } from "~/app/components/ui/field.tsx";
import { useSettledActionData } from "~/app/components/ui/use-settled-action-data.ts";
import { getAppContext } from "~/app/context.ts";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import { readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { canGrantRoles, ROLES } from "~/core/publishing.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/people";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return {
    people: await getAppContext(context).services.publishing.staffList(staff),
    canGrant: canGrantRoles(staff.role),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const role = String(form.get("role") ?? "");
  try {
    await getAppContext(context).services.publishing.setRole(staff, email, role);
    return { saved: `${email.trim().toLowerCase()} is now ${role}.` };
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, error.code === "FORBIDDEN" ? 403 : 400);
    throw error;
  }
}

export default function PeoplePage({ loaderData: { people, canGrant }, actionData: answer }: Route.ComponentProps) {
  // "x is now admin." waits for the list that shows it.
  const actionData = useSettledActionData(answer);
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-navy">Staff and roles</h1>
      <p className="mt-1 text-sm text-muted">
        Staff publish content and work the leads inbox; admins also grant roles. The first admin is made on the server
        with <code>npm run admin:grant -- email</code>.
      </p>
      <ul className="mt-6 divide-y divide-line rounded-xl bg-white shadow-sm">
        {people.map((p) => (
          <li key={p.id} className="flex justify-between gap-3 p-3 text-sm">
            <span className="min-w-0 break-words">
              <strong className="block text-navy sm:inline">{p.name}</strong>
              <span className="hidden sm:inline"> · </span>
              {p.email}
            </span>
            <span className="font-bold">{p.role}</span>
          </li>
        ))}
      </ul>
      {canGrant && (
        <Form method="post" className="mt-8 flex max-w-xl flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
          <h2 className="font-display text-lg font-bold text-navy">Change someone's role</h2>
          {actionData && "saved" in actionData && <FormNotice>{actionData.saved}</FormNotice>}
          {actionData && "error" in actionData && <FormError message={actionData.error} />}
          <label htmlFor="role-email" className="text-sm font-bold text-navy">
            Account email
          </label>
          <input id="role-email" name="email" type="email" required className={`${inputClass} w-full min-w-0`} />
          <label htmlFor="role" className="text-sm font-bold text-navy">
            Role
          </label>
          <select id="role" name="role" className={`${inputClass} w-full min-w-0`} defaultValue="staff">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <div>
            <SubmitButton busyLabel="Saving…" className="btn btn-dark">
              Save role
            </SubmitButton>
          </div>
        </Form>
      )}
    </>
  );
}
