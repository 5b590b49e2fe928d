import { redirect } from "react-router";
import { parseForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { EntryEditor } from "~/app/features/publishing/entry-editor.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { EntryFormSchema, KIND_INFO } from "~/core/publishing.ts";
import type { Route } from "./+types/content-new";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { publishing } = getAppContext(context).services;
  const kind = await orHttpError(Promise.resolve().then(() => publishing.parseKind(params.kind)));
  // A legal page needs a route of its own: staff edit the three that exist.
  if (kind === "legal") throw redirect("/admin/content/legal");
  return { kind };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { publishing } = getAppContext(context).services;
  const submission = parseForm(await readFormData(request), EntryFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    const entry = await publishing.create(staff, params.kind, submission.value);
    return redirect(`/admin/content/${entry.kind}/${entry.id}?done=created`);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export default function NewEntry({ loaderData: { kind }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-navy">New {KIND_INFO[kind].label.toLowerCase()}</h1>
      <p className="mt-1 text-sm text-muted">It stays a draft, visible only here, until you publish or schedule it.</p>
      <div className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <EntryEditor
          kind={kind}
          values={{ title: "", slug: "", summary: "", body: "", image: "", fields: {} }}
          lastResult={actionData?.result ?? null}
          submitLabel="Create draft"
        />
      </div>
    </>
  );
}
