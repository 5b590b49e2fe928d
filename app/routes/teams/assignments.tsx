import { ClipboardList } from "lucide-react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { ErrorList, Field, FormErrors, FormNotice, formProps, inputClass } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { StatusCounts } from "~/app/features/teams/assignment-status.tsx";
import { AssignmentItemLink } from "~/app/features/teams/assignment-list.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { actionError, formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { AssignmentFormSchema, EVERYONE_TARGET } from "~/core/teams.ts";
import type { Route } from "./+types/assignments";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "Assignments", url: href("/dashboard/team/assignments") },
};

const PAGE = href("/dashboard/team/assignments");
const KINDS = [
  { kind: "course", label: "Course", plural: "courses" },
  { kind: "path", label: "Learning path", plural: "learning paths" },
  { kind: "assessment", label: "Assessment", plural: "assessments" },
] as const;
type Kind = (typeof KINDS)[number]["kind"];
const kindOf = (value: string | null | undefined): Kind => KINDS.find((k) => k.kind === value)?.kind ?? "course";

const NOTICES = {
  created: "Assigned. The assignees see it first on their dashboard and get a reminder before the due date.",
  deleted: "The assignment is deleted.",
} as const;

/**
 * /dashboard/team/assignments (issue 19): admins and managers assign a course, path or assessment to
 * groups and members with an optional due date, and follow each assignment's statuses. The kind is
 * chosen by link (`?kind=`), so the item list fits it without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teamAssignments } = getAppContext(context).services;
  const url = new URL(request.url);
  const [options, assignments] = await Promise.all([
    orHttpError(teamAssignments.options(viewer)),
    orHttpError(teamAssignments.list(viewer)),
  ]);
  const done = url.searchParams.get("done");
  return {
    kind: kindOf(url.searchParams.get("kind")),
    options,
    assignments,
    notice: done && done in NOTICES ? NOTICES[done as keyof typeof NOTICES] : null,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Assignments | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { teamAssignments } = getAppContext(context).services;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const submission = parseForm(form, AssignmentFormSchema);
    const options = { extra: { intent } };
    if (submission.status !== "success") return formInvalid(submission, options);
    try {
      await teamAssignments.create(viewer, submission.value);
      return redirect(`${PAGE}?done=created`);
    } catch (error) {
      return formFailure(submission, error, options);
    }
  }
  if (intent === "delete") {
    const assignmentId = String(form.get("assignmentId") ?? "");
    try {
      await teamAssignments.remove(viewer, assignmentId);
      return redirect(`${PAGE}?done=deleted`);
    } catch (error) {
      return actionError(error, { intent, assignmentId });
    }
  }
  return data({ intent, assignmentId: "", message: "Unknown action." }, { status: 400 });
}

export default function TeamAssignmentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, assignments, notice } = loaderData;
  const reply = actionData && "result" in actionData ? actionData : null;
  const deleteError = actionData && "message" in actionData ? actionData : null;
  const [form, fields] = useSchemaForm(AssignmentFormSchema, {
    id: "new-assignment",
    lastResult: reply?.result ?? null,
  });
  // The form posts to its own ?kind=, so after a refused post the page shows the same kind again.
  const kind = loaderData.kind;
  const items = options.items[kind];
  const chosen = new Set(
    ([] as unknown[]).concat(fields.target.value ?? []).filter((v): v is string => typeof v === "string"),
  );
  const navigation = useNavigation();
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const today = new Date().toISOString().slice(0, 10);
  const targetErrorId = fields.target.errorId;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Assignments</h1>
        <p className="mt-1 text-muted">
          Assign a course, a learning path or an assessment to groups or people, with a due date if you like.
        </p>
      </header>
      {notice && !actionData ? <FormNotice>{notice}</FormNotice> : null}

      <section
        aria-labelledby="new-assignment-title"
        className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="new-assignment-title" className="text-xl font-bold text-navy">
          New assignment
        </h2>
        <nav aria-label="What to assign" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {KINDS.map((k) => (
              <li key={k.kind}>
                <Link
                  to={`${PAGE}?kind=${k.kind}`}
                  aria-current={k.kind === kind ? "page" : undefined}
                  preventScrollReset
                  replace
                  className="block rounded-lg px-3 py-2 text-sm font-bold text-navy hover:bg-mist aria-[current=page]:bg-navy aria-[current=page]:text-white"
                >
                  {k.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={`${PAGE}?kind=${kind}`} className="mt-4 flex flex-col gap-5" {...formProps(form)}>
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name={fields.kind.name} value={kind} />
          <FormErrors form={form} />
          <div className="flex flex-col gap-1.5 sm:max-w-xl">
            <label htmlFor={fields.itemId.id} className="text-sm font-bold text-navy">
              {KINDS.find((k) => k.kind === kind)!.label}
            </label>
            <select
              key={kind}
              id={fields.itemId.id}
              name={fields.itemId.name}
              defaultValue={typeof fields.itemId.initialValue === "string" ? fields.itemId.initialValue : ""}
              aria-invalid={fields.itemId.errors ? true : undefined}
              aria-describedby={fields.itemId.errors ? fields.itemId.errorId : undefined}
              className={inputClass}
            >
              <option value="">
                Choose one of {items.length} {KINDS.find((k) => k.kind === kind)!.plural}…
              </option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
            <ErrorList id={fields.itemId.errorId} errors={fields.itemId.errors} />
          </div>

          <fieldset
            aria-describedby={fields.target.errors ? targetErrorId : undefined}
            aria-invalid={fields.target.errors ? true : undefined}
            className="flex flex-col gap-3"
          >
            <legend className="text-sm font-bold text-navy">Who is it for?</legend>
            {options.wholeTeam ? (
              <label className="flex items-start gap-2 py-1 text-ink">
                <input
                  type="checkbox"
                  name={fields.target.name}
                  value={EVERYONE_TARGET}
                  defaultChecked={chosen.has(EVERYONE_TARGET)}
                  className="mt-1 size-4 shrink-0 accent-navy"
                />
                <span>
                  <span className="font-bold">Everyone in the team</span>
                  <span className="block text-sm text-muted">Including people who join later.</span>
                </span>
              </label>
            ) : null}
            {options.groups.length > 0 ? (
              <div>
                <p className="text-sm text-muted">Groups (their members today)</p>
                <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                  {options.groups.map((g) => (
                    <li key={g.id}>
                      <label className="flex items-center gap-2 py-1 text-ink">
                        <input
                          type="checkbox"
                          name={fields.target.name}
                          value={`group:${g.id}`}
                          defaultChecked={chosen.has(`group:${g.id}`)}
                          className="size-4 accent-navy"
                        />
                        {g.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <p className="text-sm text-muted">People</p>
              {options.members.length === 0 ? (
                <p className="text-sm text-muted">Nobody you can assign to yet.</p>
              ) : (
                <ul className="mt-1 grid max-h-72 gap-x-5 overflow-y-auto rounded-xl border border-line p-3 sm:grid-cols-2 lg:grid-cols-3">
                  {options.members.map((m) => (
                    <li key={m.userId} className="min-w-0">
                      <label className="flex items-center gap-2 py-1 text-ink">
                        <input
                          type="checkbox"
                          name={fields.target.name}
                          value={`member:${m.userId}`}
                          defaultChecked={chosen.has(`member:${m.userId}`)}
                          className="size-4 shrink-0 accent-navy"
                        />
                        <span className="min-w-0 truncate" title={m.email}>
                          {m.name}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <ErrorList id={targetErrorId} errors={fields.target.errors} />
          </fieldset>

          <div className="sm:max-w-xs">
            <Field label="Due date (optional)" type="date" field={fields.dueDate} min={today} />
          </div>
          <div>
            <button type="submit" name="intent" value="create" disabled={creating} className="btn btn-primary">
              {creating ? "Assigning…" : "Assign"}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="assignments-title" className="flex flex-col gap-4">
        <h2 id="assignments-title" className="text-xl font-bold text-navy">
          {assignments.length === 0 ? "No assignments yet" : `${assignments.length} assignments`}
        </h2>
        {deleteError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
          >
            {deleteError.message}
          </p>
        ) : null}
        {assignments.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-mist px-6 py-12 text-center">
            <ClipboardList aria-hidden className="size-10 text-turquoise-deep" />
            <p className="mt-3 max-w-md text-muted">
              Assign something above: it shows first on your people's dashboards, and you follow their progress here and
              in the team report.
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {assignments.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-2">
                  <AssignmentItemLink item={a.item} dueAt={a.dueAt} />
                  <p className="text-sm text-muted">
                    For{" "}
                    {a.everyone
                      ? "everyone in the team, including people who join later"
                      : (a.groupName ?? `${a.assignees} ${a.assignees === 1 ? "person" : "people"}`)}
                    {a.groupName || a.everyone ? ` (${a.assignees})` : ""} · assigned{" "}
                    <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time>
                    {a.createdByName ? ` by ${a.createdByName}` : ""}
                  </p>
                  <StatusCounts counts={a.counts} />
                </div>
                {a.canDelete ? (
                  <details className="shrink-0">
                    <summary className="cursor-pointer list-none rounded-full [&::-webkit-details-marker]:hidden border border-red-200 px-4 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50">
                      Delete<span className="sr-only"> the assignment of {a.item.title}</span>
                    </summary>
                    <Form method="post" action={PAGE} className="mt-3 flex flex-col gap-2 sm:w-64">
                      <input type="hidden" name="assignmentId" value={a.id} />
                      <p className="text-sm text-ink">
                        Delete it for everyone? Their own progress in {a.item.title} stays.
                      </p>
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="self-start rounded-full bg-red-700 px-5 py-2 font-bold text-white hover:bg-red-800"
                      >
                        Delete the assignment
                      </button>
                    </Form>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
