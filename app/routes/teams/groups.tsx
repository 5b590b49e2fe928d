import { UsersRound } from "lucide-react";
import { data, Form, href, redirect, useNavigation } from "react-router";
import { Field, FormErrors, FormNotice, formProps, inputClass } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { actionError, formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { GROUP_NAME_MAX, GroupFormSchema, TEAM_ROLE_LABELS, type TeamRole } from "~/core/teams.ts";
import type { Route } from "./+types/groups";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Groups", url: href("/dashboard/team/groups") } };

const PAGE = href("/dashboard/team/groups");

const NOTICES = {
  created: (group?: string) => `The group ${group ?? ""} is created. Add its members below.`,
  renamed: (group?: string) => `The group is renamed${group ? ` to ${group}` : ""}.`,
  deleted: () => "The group is deleted. Its members stay in the team.",
  added: (group?: string) => `Added to ${group ?? "the group"}.`,
  "taken-out": (group?: string) => `Taken out of ${group ?? "the group"}. They stay in the team.`,
  manager: (group?: string) => `The managers of ${group ?? "the group"} are updated.`,
} as const;
type Done = keyof typeof NOTICES;

/**
 * /dashboard/team/groups (issue 19): admins create, rename and delete groups, put members in them and
 * mark who manages each (people with the manager role); managers see the groups they manage.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const members = await orHttpError(teams.members(viewer));
  const groups = await orHttpError(teams.groups(viewer));
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const groupName = groups.find((g) => g.id === url.searchParams.get("group"))?.name;
  return {
    isAdmin: members.role === "admin",
    groups,
    people: members.active.map((m) => ({ userId: m.userId, name: m.name, role: m.role as TeamRole })),
    notice: done && done in NOTICES ? NOTICES[done as Done](groupName) : null,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Groups | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const groupId = String(form.get("groupId") ?? "");
  const userId = String(form.get("userId") ?? "");
  const back = (done: Done, group?: string) =>
    redirect(`${PAGE}?done=${done}${group ? `&group=${encodeURIComponent(group)}` : ""}`);

  if (intent === "create" || intent === "rename") {
    const submission = parseForm(form, GroupFormSchema);
    const options = { extra: { intent, groupId } };
    if (submission.status !== "success") return formInvalid(submission, options);
    try {
      if (intent === "create") {
        const created = await teams.createGroup(viewer, submission.value);
        return back("created", created.id);
      }
      await teams.renameGroup(viewer, groupId, submission.value);
      return back("renamed", groupId);
    } catch (error) {
      return formFailure(submission, error, options);
    }
  }
  try {
    if (intent === "delete") {
      await teams.deleteGroup(viewer, groupId);
      return back("deleted");
    }
    if (intent === "add") {
      await teams.setGroupMembership(viewer, {
        groupId,
        userId,
        inGroup: true,
        manages: form.get("manages") === "on",
      });
      return back("added", groupId);
    }
    if (intent === "take-out") {
      await teams.setGroupMembership(viewer, { groupId, userId, inGroup: false });
      return back("taken-out", groupId);
    }
    if (intent === "manage" || intent === "unmanage") {
      await teams.setGroupMembership(viewer, { groupId, userId, inGroup: true, manages: intent === "manage" });
      return back("manager", groupId);
    }
  } catch (error) {
    return actionError(error, { intent, groupId });
  }
  return data({ intent, groupId, message: "Unknown action." }, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Group = LoaderData["groups"][number];
type Person = LoaderData["people"][number];
type Reply = Route.ComponentProps["actionData"];

export default function TeamGroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { isAdmin, groups, people, notice } = loaderData;
  const reply = actionData && "result" in actionData ? actionData : null;
  const [createForm, createFields] = useSchemaForm(GroupFormSchema, {
    id: "create-group",
    lastResult: reply?.intent === "create" ? reply.result : null,
  });
  const groupError =
    actionData && "message" in actionData ? { groupId: actionData.groupId, message: actionData.message } : null;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Groups</h1>
        <p className="mt-1 text-muted">
          {isAdmin
            ? "Departments or cohorts: a group's managers see its members' progress and assign them learning."
            : "The groups you manage. Ask a team admin to change who is in them."}
        </p>
      </header>
      {notice && !actionData ? <FormNotice>{notice}</FormNotice> : null}
      {groupError && !groups.some((g) => g.id === groupError.groupId) ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {groupError.message}
        </p>
      ) : null}

      {isAdmin ? (
        <section
          aria-labelledby="new-group-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="new-group-title" className="text-xl font-bold text-navy">
            New group
          </h2>
          {/* Keyed by the count of groups: a created group empties the field (the browser would keep it). */}
          <Form
            key={groups.length}
            method="post"
            action={PAGE}
            className="mt-4 flex flex-col gap-3"
            {...formProps(createForm)}
          >
            <input type="hidden" name="intent" value="create" />
            <FormErrors form={createForm} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="flex-1">
                <Field
                  label="Group name"
                  field={createFields.name}
                  required
                  maxLength={GROUP_NAME_MAX}
                  placeholder="Finance, Data team, Spring cohort…"
                />
              </div>
              <SubmitButton intent="create" busy="Creating…" className="btn btn-primary sm:mt-7">
                Create group
              </SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}

      {groups.length === 0 ? (
        <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-mist px-6 py-12 text-center">
          <UsersRound aria-hidden className="size-10 text-turquoise-deep" />
          <h2 className="mt-3 text-xl font-bold text-navy">No groups yet</h2>
          <p className="mt-1 max-w-md text-muted">
            {isAdmin
              ? "Create a group above, then add members and choose who manages it."
              : "You don't manage a group yet."}
          </p>
        </section>
      ) : (
        <ul className="flex flex-col gap-6">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                people={people}
                isAdmin={isAdmin}
                reply={reply?.intent === "rename" && reply.groupId === group.id ? reply : null}
                error={groupError?.groupId === group.id ? groupError.message : null}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupCard({
  group,
  people,
  isAdmin,
  reply,
  error,
}: {
  group: Group;
  people: Person[];
  isAdmin: boolean;
  reply: Extract<NonNullable<Reply>, { result: unknown }> | null;
  error: string | null;
}) {
  const [renameForm, renameFields] = useSchemaForm(GroupFormSchema, {
    id: `rename-${group.id}`,
    lastResult: reply?.result ?? null,
    defaultValue: { name: group.name },
  });
  const inGroup = new Set(group.members.map((m) => m.userId));
  const candidates = people.filter((p) => !inGroup.has(p.userId));
  const roleOf = new Map(people.map((p) => [p.userId, p.role]));
  const titleId = `group-${group.id}-title`;
  const managers = group.members.filter((m) => m.manages).length;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold break-words text-navy">
          {group.name}
        </h2>
        <p className="text-sm text-muted">
          {group.members.length} {group.members.length === 1 ? "member" : "members"} · {managers}{" "}
          {managers === 1 ? "manager" : "managers"}
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {error}
        </p>
      ) : null}

      {group.members.length === 0 ? (
        <p className="mt-3 text-muted">Nobody in this group yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {group.members.map((member) => {
            const role = roleOf.get(member.userId);
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-bold text-navy">{member.name}</span>
                  {role ? <span className="text-sm text-muted">{TEAM_ROLE_LABELS[role]}</span> : null}
                  {member.manages ? (
                    <span className="rounded-full bg-yellow/60 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-ink">
                      Manages this group
                    </span>
                  ) : null}
                </p>
                {isAdmin ? (
                  <div className="flex flex-wrap gap-2">
                    {member.manages ? (
                      <RowButton
                        groupId={group.id}
                        userId={member.userId}
                        intent="unmanage"
                        label={`${member.name}, ${group.name}`}
                      >
                        Stop managing
                      </RowButton>
                    ) : role === "manager" ? (
                      <RowButton
                        groupId={group.id}
                        userId={member.userId}
                        intent="manage"
                        label={`${member.name} of ${group.name}`}
                      >
                        Make group manager
                      </RowButton>
                    ) : null}
                    <RowButton
                      groupId={group.id}
                      userId={member.userId}
                      intent="take-out"
                      label={`${member.name} of ${group.name}`}
                      danger
                    >
                      Take out
                    </RowButton>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {isAdmin ? (
        <div className="mt-5 flex flex-col gap-5 border-t border-line pt-5">
          {candidates.length > 0 ? (
            <Form key={group.members.length} method="post" action={PAGE} className="flex flex-col gap-3">
              <input type="hidden" name="groupId" value={group.id} />
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
                <div className="flex min-w-0 flex-col gap-1.5 sm:w-72">
                  <label htmlFor={`add-${group.id}`} className="text-sm font-bold text-navy">
                    Add to {group.name}
                  </label>
                  <select id={`add-${group.id}`} name="userId" className={inputClass} required>
                    {candidates.map((p) => (
                      <option key={p.userId} value={p.userId}>
                        {p.name} ({TEAM_ROLE_LABELS[p.role]})
                      </option>
                    ))}
                  </select>
                </div>
                <label className="flex items-center gap-2 py-2.5 text-sm text-ink">
                  <input type="checkbox" name="manages" className="size-4 accent-navy" />
                  Manages the group (managers only)
                </label>
                <SubmitButton intent="add" busy="Adding…" className="btn btn-outline text-navy" groupId={group.id}>
                  Add to group
                </SubmitButton>
              </div>
            </Form>
          ) : (
            <p className="text-sm text-muted">Everyone in the team is in this group.</p>
          )}
          <div className="flex flex-wrap gap-3">
            <details className="min-w-0 flex-1 sm:flex-none" open={Boolean(reply)}>
              <summary className="cursor-pointer rounded-full border border-line px-4 py-1.5 text-sm font-bold text-navy hover:bg-mist">
                Rename
              </summary>
              <Form method="post" action={PAGE} className="mt-3 flex flex-col gap-3 sm:w-96" {...formProps(renameForm)}>
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="groupId" value={group.id} />
                <FormErrors form={renameForm} />
                <Field label="New name" field={renameFields.name} required maxLength={GROUP_NAME_MAX} />
                <div>
                  <SubmitButton intent="rename" busy="Saving…" className="btn btn-dark" groupId={group.id}>
                    Save name
                  </SubmitButton>
                </div>
              </Form>
            </details>
            <details className="min-w-0 flex-1 sm:flex-none">
              <summary className="cursor-pointer rounded-full border border-red-200 px-4 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50">
                Delete
              </summary>
              <Form method="post" action={PAGE} className="mt-3 flex flex-col gap-3 sm:w-96">
                <input type="hidden" name="groupId" value={group.id} />
                <p className="text-sm text-ink">
                  Delete {group.name}? Its members stay in the team; its managers no longer see them through it.
                </p>
                <div>
                  <SubmitButton
                    intent="delete"
                    busy="Deleting…"
                    groupId={group.id}
                    className="rounded-full bg-red-700 px-5 py-2 font-bold text-white hover:bg-red-800"
                  >
                    Delete the group
                  </SubmitButton>
                </div>
              </Form>
            </details>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function SubmitButton({
  intent,
  busy,
  className,
  groupId,
  children,
}: {
  intent: string;
  busy: string;
  className: string;
  groupId?: string;
  children: string;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (!groupId || navigation.formData?.get("groupId") === groupId);
  return (
    <button type="submit" name="intent" value={intent} disabled={submitting} className={className}>
      {submitting ? busy : children}
    </button>
  );
}

function RowButton({
  groupId,
  userId,
  intent,
  label,
  danger = false,
  children,
}: {
  groupId: string;
  userId: string;
  intent: "manage" | "unmanage" | "take-out";
  /** Who and which group, for screen readers (the visible text is short). */
  label: string;
  danger?: boolean;
  children: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("userId") === userId &&
    navigation.formData?.get("groupId") === groupId;
  return (
    <Form method="post" action={PAGE}>
      <input type="hidden" name="groupId" value={groupId} />
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`rounded-full border px-3 py-1.5 text-sm font-bold ${danger ? "border-red-200 text-red-800 hover:bg-red-50" : "border-line text-navy hover:bg-mist"}`}
      >
        {busy ? "…" : children}
        <span className="sr-only">: {label}</span>
      </button>
    </Form>
  );
}
