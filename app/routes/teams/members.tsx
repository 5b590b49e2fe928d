import { Clock, UserMinus } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { FormNotice, inputClass } from "~/app/components/ui/field.tsx";
import { getAppContext } from "~/app/context.ts";
import {
  cancelLink,
  ConfirmBody,
  ConfirmDialog,
  ConfirmPanel,
  LeaveText,
  RemoveText,
} from "~/app/features/teams/members-confirm.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { actionError, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "~/core/teams.ts";
import type { Route } from "./+types/members";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Members", url: href("/dashboard/team/members") } };

const PAGE = href("/dashboard/team/members");
const SETTINGS = href("/dashboard/team/settings");

const SOURCE_LABELS = {
  buyer: "Bought the plan",
  invitation: "Invitation",
  link: "Join link",
  sso: "Single sign-on",
  staff: "Added by Maven staff",
} as const;

type Done = "role" | "removed" | "approved" | "seat-taken" | "seat-released";

/**
 * /dashboard/team/members (issue 19): admins see everyone with their roles and groups, change roles,
 * remove people and approve the waiting queue; managers see the members of their groups, read-only.
 * `?remove=<userId>` and `?leave=1` are the confirm steps when there is no JavaScript (with it, the same
 * text opens in a dialog). `?leave=1` works for any member of the team, so other team pages can link to it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const url = new URL(request.url);
  if (url.searchParams.get("leave") === "1") {
    const overview = await orHttpError(teams.overview(viewer));
    return { mode: "leave" as const, teamName: overview.team.name };
  }
  const list = await orHttpError(teams.members(viewer));
  const people = [...list.active, ...list.waiting].map((m) => ({
    userId: m.userId,
    name: m.name,
    email: m.email,
    role: m.role as TeamRole,
    status: m.status,
    holdsSeat: m.holdsSeat,
    joinedAt: m.joinedAt,
    source: m.source,
    groups: m.groups.map((g) => ({ id: g.id, name: g.name, manages: g.manages })),
  }));
  const removeId = url.searchParams.get("remove");
  const removing = list.role === "admin" && removeId ? (people.find((p) => p.userId === removeId) ?? null) : null;
  const done = url.searchParams.get("done");
  const subject = people.find((p) => p.userId === url.searchParams.get("member"));
  return {
    mode: "list" as const,
    viewerId: viewer.userId,
    isAdmin: list.role === "admin",
    seats: list.seats,
    seatsUsed: list.seatsUsed,
    viewerHoldsSeat: list.viewerHoldsSeat,
    active: people.filter((p) => p.status === "active"),
    waiting: people.filter((p) => p.status === "waiting"),
    removing,
    notice: noticeOf(done, subject),
  };
}

function noticeOf(done: string | null, subject: { name: string; role: TeamRole } | undefined): string | null {
  if (done === "removed") return "They're removed from the team: their seat is free and their premium access ended.";
  if (done === "role" && subject) return `${subject.name} is now ${articleOf(TEAM_ROLE_LABELS[subject.role])}.`;
  if (done === "approved" && subject) return `${subject.name} has a seat now; we've told them by e-mail.`;
  if (done === "seat-taken") return "You have a seat now: the whole library is open to you.";
  if (done === "seat-released") return "Your seat is free for someone else. You still run the team.";
  return null;
}

const articleOf = (label: string) => `${/^[AEIOU]/.test(label) ? "an" : "a"} ${label.toLowerCase()}`;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Members | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const userId = String(form.get("userId") ?? "");
  const back = (done: Done, member?: string) =>
    redirect(`${PAGE}?done=${done}${member ? `&member=${encodeURIComponent(member)}` : ""}`);
  try {
    if (intent === "role") {
      const role = form.get("role");
      await teams.changeRole(viewer, { userId, role });
      // An admin who steps down may no longer see this page.
      if (userId === viewer.userId && role !== "admin") return redirect(href("/dashboard/team"));
      return back("role", userId);
    }
    if (intent === "remove") {
      await teams.removeMember(viewer, userId);
      return back("removed");
    }
    if (intent === "approve") {
      await teams.approve(viewer, userId);
      return back("approved", userId);
    }
    if (intent === "take-seat") {
      await teams.takeSeat(viewer);
      return back("seat-taken");
    }
    if (intent === "release-seat") {
      await teams.releaseSeat(viewer);
      return back("seat-released");
    }
    if (intent === "leave") {
      await teams.leave(viewer);
      return redirect(href("/dashboard/team"));
    }
  } catch (error) {
    return actionError(error, { intent, userId });
  }
  return data({ intent, userId, message: "Unknown action." }, { status: 400 });
}

type Person = Extract<Route.ComponentProps["loaderData"], { mode: "list" }>["active"][number];

export default function TeamMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const [confirming, setConfirming] = useState<{ kind: "remove"; person: Person } | { kind: "leave" } | null>(null);
  // A new answer (the member is gone, or a refusal to show) closes the dialog.
  useEffect(() => setConfirming(null), [loaderData, actionData]);
  const error = actionData && "message" in actionData ? actionData : null;

  if (loaderData.mode === "leave") {
    return (
      <div className="flex flex-col gap-6">
        {error ? <Alert>{error.message}</Alert> : null}
        <ConfirmPanel title={`Leave ${loaderData.teamName}?`}>
          <ConfirmBody
            intent="leave"
            confirmLabel="Leave the team"
            cancel={
              <Link to={href("/dashboard/team")} className="btn btn-outline text-navy">
                Stay in the team
              </Link>
            }
          >
            <LeaveText teamName={loaderData.teamName} />
          </ConfirmBody>
        </ConfirmPanel>
      </div>
    );
  }

  const { isAdmin, active, waiting, seats, seatsUsed, removing, notice, viewerId, viewerHoldsSeat } = loaderData;
  const seatFree = seatsUsed < seats;
  const openRemove = (person: Person) => (event: MouseEvent) => {
    event.preventDefault();
    setConfirming({ kind: "remove", person });
  };
  const closeButton = (
    <button type="button" className="btn btn-outline text-navy" onClick={() => setConfirming(null)}>
      Cancel
    </button>
  );

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-navy">Members</h1>
          <p className="mt-1 text-muted">
            {isAdmin
              ? "Everyone in your team, their roles and groups, and who is waiting for a seat."
              : "The members of the groups you manage."}
          </p>
        </div>
        {isAdmin ? (
          <p className="rounded-xl bg-mist px-4 py-2.5 text-ink">
            <strong className="text-navy">
              {seatsUsed} of {seats}
            </strong>{" "}
            seats used ·{" "}
            <Link to={SETTINGS} className="font-bold text-navy underline">
              Change seats
            </Link>
          </p>
        ) : null}
      </header>

      {notice && !actionData ? <FormNotice>{notice}</FormNotice> : null}
      {error ? <Alert>{error.message}</Alert> : null}

      {removing ? (
        <ConfirmPanel title={`Remove ${removing.name} from the team?`}>
          <ConfirmBody intent="remove" userId={removing.userId} confirmLabel="Remove" cancel={cancelLink}>
            <RemoveText name={removing.name} waiting={removing.status === "waiting"} />
          </ConfirmBody>
        </ConfirmPanel>
      ) : null}

      {isAdmin ? (
        <section aria-labelledby="waiting-title">
          <h2 id="waiting-title" className="flex items-center gap-2 text-xl font-bold text-navy">
            <Clock aria-hidden className="size-5 text-turquoise-deep" /> Waiting for a seat
          </h2>
          {waiting.length === 0 ? (
            <p className="mt-2 text-muted">Nobody is waiting. When every seat is taken, new joiners wait here.</p>
          ) : (
            <>
              <p className="mt-2 text-muted">
                {seatFree
                  ? "A seat is free: approve someone to give it to them."
                  : "Every seat is taken. Add a seat (charged for the rest of this period) or remove a member, then approve."}
              </p>
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
                {waiting.map((person) => (
                  <li
                    key={person.userId}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-bold text-navy">{person.name}</p>
                      <p className="text-sm break-all text-muted">{person.email}</p>
                      <p className="text-sm text-muted">
                        Waiting since {formatDate(person.joinedAt)} · {SOURCE_LABELS[person.source]}
                      </p>
                      <RowError error={error} userId={person.userId} />
                    </div>
                    <div className="flex shrink-0 flex-wrap items-center gap-2">
                      {seatFree ? (
                        <ApproveButton person={person} />
                      ) : (
                        <Link
                          to={SETTINGS}
                          className="btn btn-primary"
                          aria-label={`No seat free for ${person.name}: add a seat in Settings`}
                        >
                          Add a seat
                        </Link>
                      )}
                      <Link
                        to={`${PAGE}?remove=${encodeURIComponent(person.userId)}`}
                        onClick={openRemove(person)}
                        className={removeClass}
                        aria-label={`Remove ${person.name} from the waiting list`}
                      >
                        Remove
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="members-title">
        <h2 id="members-title" className="text-xl font-bold text-navy">
          {isAdmin ? `Members (${active.length})` : `Your groups' members (${active.length})`}
        </h2>
        {active.length === 0 ? (
          <p className="mt-2 text-muted">Nobody yet.</p>
        ) : (
          <>
            {/* Cards on a phone, a table from md up: no sideways scrolling at 375 px. */}
            <ul className="mt-3 flex flex-col gap-3 md:hidden">
              {active.map((person) => (
                <li key={person.userId} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
                  <PersonName person={person} isViewer={person.userId === viewerId} />
                  <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted">Groups</dt>
                    <dd>
                      <Groups person={person} />
                    </dd>
                    <dt className="text-muted">Joined</dt>
                    <dd>
                      {formatDate(person.joinedAt)} · {SOURCE_LABELS[person.source]}
                    </dd>
                    {isAdmin ? null : (
                      <>
                        <dt className="text-muted">Role</dt>
                        <dd>{TEAM_ROLE_LABELS[person.role]}</dd>
                      </>
                    )}
                  </dl>
                  {isAdmin ? (
                    <div className="mt-3 flex flex-wrap items-end gap-3 border-t border-line pt-3">
                      <RoleForm person={person} idPrefix="card" />
                      {person.userId === viewerId ? null : <RemoveLink person={person} onClick={openRemove(person)} />}
                    </div>
                  ) : null}
                  <RowError error={error} userId={person.userId} />
                </li>
              ))}
            </ul>
            <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{isAdmin ? "Members" : "Members of your groups"}, by name</caption>
                <thead className="bg-mist text-navy">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Groups
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Joined
                    </th>
                    {isAdmin ? (
                      <th scope="col" className="px-4 py-3">
                        <span className="sr-only">Actions</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {active.map((person) => (
                    <tr key={person.userId} className="align-top">
                      <td className="px-4 py-3">
                        <PersonName person={person} isViewer={person.userId === viewerId} />
                        <RowError error={error} userId={person.userId} />
                      </td>
                      <td className="px-4 py-3">
                        {isAdmin ? <RoleForm person={person} idPrefix="row" /> : TEAM_ROLE_LABELS[person.role]}
                      </td>
                      <td className="px-4 py-3">
                        <Groups person={person} />
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <time dateTime={new Date(person.joinedAt).toISOString()}>{formatDate(person.joinedAt)}</time>
                        <span className="block text-muted">{SOURCE_LABELS[person.source]}</span>
                      </td>
                      {isAdmin ? (
                        <td className="px-4 py-3 text-right">
                          {person.userId === viewerId ? null : (
                            <RemoveLink person={person} onClick={openRemove(person)} />
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {isAdmin ? (
          <section
            aria-labelledby="seat-title"
            className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="seat-title" className="text-xl font-bold text-navy">
              Your seat
            </h2>
            {viewerHoldsSeat ? (
              <>
                <p className="mt-2 text-muted">
                  You hold one of the team&apos;s seats, with premium access. Give it back to free it for someone else;
                  you keep running the team.
                </p>
                <SeatButton intent="release-seat">Give back my seat</SeatButton>
              </>
            ) : (
              <>
                <p className="mt-2 text-muted">
                  You run the team without a seat, so the team doesn&apos;t give you premium access. Take a seat to
                  learn with your team.
                </p>
                {seatFree ? (
                  <SeatButton intent="take-seat">Take a seat</SeatButton>
                ) : (
                  <Link
                    to={SETTINGS}
                    className="btn btn-outline mt-4 text-navy"
                    aria-label="No seat free for you: add a seat in Settings"
                  >
                    Add a seat
                  </Link>
                )}
              </>
            )}
          </section>
        ) : null}

        <section aria-labelledby="leave-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <h2 id="leave-title" className="text-xl font-bold text-navy">
            Leave the team
          </h2>
          <p className="mt-2 text-muted">
            You give up your seat and your premium access from the team. Your own progress stays yours.
            {isAdmin ? " A team needs an admin: make someone else an admin before you leave." : ""}
          </p>
          <Link
            to={`${PAGE}?leave=1`}
            onClick={(event) => {
              event.preventDefault();
              setConfirming({ kind: "leave" });
            }}
            className={`${removeClass} mt-4 inline-flex`}
          >
            Leave team
          </Link>
        </section>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={
          confirming?.kind === "remove"
            ? `Remove ${confirming.person.name}?`
            : confirming?.kind === "leave"
              ? "Leave the team?"
              : ""
        }
      >
        {confirming?.kind === "remove" ? (
          <ConfirmBody intent="remove" userId={confirming.person.userId} confirmLabel="Remove" cancel={closeButton}>
            <RemoveText name={confirming.person.name} waiting={confirming.person.status === "waiting"} />
          </ConfirmBody>
        ) : confirming?.kind === "leave" ? (
          <ConfirmBody intent="leave" confirmLabel="Leave the team" cancel={closeButton}>
            <LeaveText />
          </ConfirmBody>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

const removeClass =
  "inline-flex items-center gap-1.5 rounded-full border border-red-200 px-4 py-1.5 text-sm font-bold text-red-800 hover:bg-red-50";

function Alert({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
      {children}
    </p>
  );
}

function RowError({ error, userId }: { error: { userId?: string; message: string } | null; userId: string }) {
  if (!error || error.userId !== userId) return null;
  return <p className="mt-1 text-sm font-semibold text-red-700">{error.message}</p>;
}

function PersonName({ person, isViewer }: { person: Person; isViewer: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-bold text-navy">
        {person.name}
        {isViewer ? <span className="ml-1.5 text-sm font-normal text-muted">(you)</span> : null}
      </p>
      <p className="text-sm break-all text-muted">{person.email}</p>
      {person.status === "active" && !person.holdsSeat ? (
        <p className="mt-1 inline-block rounded-full bg-yellow/60 px-2 py-0.5 text-xs font-bold text-ink">
          Runs the team, no seat
        </p>
      ) : null}
    </div>
  );
}

function Groups({ person }: { person: Person }) {
  if (person.groups.length === 0) return <span className="text-muted">None</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {person.groups.map((g) => (
        <li key={g.id} className="rounded-full bg-mist px-2 py-0.5 text-xs font-bold text-navy ring-1 ring-line">
          {g.name}
          {g.manages ? " · manages" : ""}
        </li>
      ))}
    </ul>
  );
}

function RoleForm({ person, idPrefix }: { person: Person; idPrefix: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "role" &&
    navigation.formData?.get("userId") === person.userId;
  const id = `${idPrefix}-role-${person.userId}`;
  return (
    <Form method="post" action={PAGE} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={person.userId} />
      <label htmlFor={id} className="sr-only">
        Role of {person.name}
      </label>
      <select id={id} name="role" defaultValue={person.role} className={`${inputClass} py-1.5 text-sm`}>
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="intent"
        value="role"
        disabled={busy}
        aria-label={`Save ${person.name}'s role`}
        className="rounded-full border border-line px-3 py-1.5 text-sm font-bold text-navy hover:bg-mist"
      >
        {busy ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}

function RemoveLink({ person, onClick }: { person: Person; onClick: (event: MouseEvent) => void }) {
  return (
    <Link
      to={`${PAGE}?remove=${encodeURIComponent(person.userId)}`}
      onClick={onClick}
      className={removeClass}
      aria-label={`Remove ${person.name} from the team`}
    >
      <UserMinus aria-hidden className="size-4" /> Remove
    </Link>
  );
}

function ApproveButton({ person }: { person: Person }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "approve" &&
    navigation.formData?.get("userId") === person.userId;
  return (
    <Form method="post" action={PAGE}>
      <input type="hidden" name="userId" value={person.userId} />
      <button
        type="submit"
        name="intent"
        value="approve"
        disabled={busy}
        aria-label={`Approve ${person.name}`}
        className="btn btn-primary"
      >
        {busy ? "Approving…" : "Approve"}
      </button>
    </Form>
  );
}

function SeatButton({ intent, children }: { intent: "take-seat" | "release-seat"; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={PAGE} className="mt-4">
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={intent === "take-seat" ? "btn btn-primary" : "btn btn-outline text-navy"}
      >
        {busy ? "Working…" : children}
      </button>
    </Form>
  );
}
