import { data, Form, href, redirect, useNavigation } from "react-router";
import { FormNotice } from "~/app/components/ui/field.tsx";
import { getAppContext } from "~/app/context.ts";
import {
  INVITE_CSV_UPLOAD,
  isInviteIntent,
  JOIN_LINK_NOTICES,
  runInviteIntent,
  sentReply,
} from "~/app/features/teams/invite-actions.server.ts";
import { InviteArea, isInviteReply } from "~/app/features/teams/invite-forms.tsx";
import { JoinLinkPanel } from "~/app/features/teams/invite-join-link.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { actionError, orHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { TEAM_ROLE_LABELS, type TeamRole } from "~/core/teams.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import type { Route } from "./+types/invite";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Invite", url: href("/dashboard/team/invite") } };

const NOTICES = {
  ...JOIN_LINK_NOTICES,
  resent: "The invitation is on its way again, with a new link; the old link no longer works.",
  revoked: "The invitation is revoked: its link no longer works.",
} as const;
type Notice = keyof typeof NOTICES;

/** /dashboard/team/invite (issue 19, admins): invite by e-mail or CSV, open invitations, the join link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const url = new URL(request.url);
  const [invitations, joinLink, sent] = await Promise.all([
    orHttpError(teams.invitations(viewer)),
    orHttpError(teams.joinLink(viewer)),
    orHttpError(sentReply(teams, viewer, url)),
  ]);
  const done = url.searchParams.get("done");
  return {
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role as TeamRole,
      groupName: i.groupName,
      state: i.state,
      sentAt: i.sentAt,
      expiresAt: i.expiresAt,
      sendCount: i.sendCount,
    })),
    joinLink,
    sent,
    notice: done && done in NOTICES ? NOTICES[done as Notice] : null,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Invite people | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

const PAGE = href("/dashboard/team/invite");
const back = (done: Notice) => `${PAGE}?done=${done}`;
const sentHref = (batchId: string) => `${PAGE}?sent=${encodeURIComponent(batchId)}`;

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  const form = await readUploadForm(request, INVITE_CSV_UPLOAD);
  const intent = form.fields.get("intent");
  if (isInviteIntent(intent)) return runInviteIntent(teams, viewer, intent, form, { done: back, sent: sentHref });
  const invitationId = String(form.fields.get("invitationId") ?? "");
  try {
    if (intent === "resend") {
      await teams.resendInvitation(viewer, invitationId);
      return redirect(back("resent"));
    }
    if (intent === "revoke") {
      await teams.revokeInvitation(viewer, invitationId);
      return redirect(back("revoked"));
    }
  } catch (error) {
    return actionError(error, { intent, invitationId });
  }
  return data({ intent: null, invitationId, message: "Unknown action." }, { status: 400 });
}

const STATE_LABELS = { open: "Open", expired: "Expired", revoked: "Revoked", accepted: "Accepted" } as const;
const STATE_CLASSES = {
  open: "bg-mist text-turquoise-deep ring-turquoise/50",
  expired: "bg-yellow/60 text-ink ring-yellow",
  revoked: "bg-white text-muted ring-line",
  accepted: "bg-mist text-navy ring-line",
} as const;

export default function TeamInvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitations, joinLink, notice, sent } = loaderData;
  const inviteReply = isInviteReply(actionData) ? actionData : sent;
  const intent = (actionData as { intent?: unknown } | undefined)?.intent;
  const joinLinkResult =
    (intent === "join-link" || intent === "new-link") && actionData && "result" in actionData
      ? actionData.result
      : null;
  const rowError =
    (intent === "resend" || intent === "revoke") && actionData && "message" in actionData
      ? { id: (actionData as { invitationId?: string }).invitationId, message: actionData.message as string }
      : null;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Invite people</h1>
        <p className="mt-1 text-muted">
          Invitations go out by e-mail and work for 14 days. Each person takes a seat when they accept; when seats run
          out, they wait until you add or free one.
        </p>
      </header>
      {notice && !actionData ? <FormNotice>{notice}</FormNotice> : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="invite-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="invite-title" className="mb-4 text-xl font-bold text-navy">
            Invite by e-mail
          </h2>
          <InviteArea reply={inviteReply} action={PAGE} restartHref={PAGE} />
        </section>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <JoinLinkPanel link={joinLink} action={PAGE} result={joinLinkResult} />
        </div>
      </div>

      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title" className="text-xl font-bold text-navy">
          Invitations not yet accepted
        </h2>
        {rowError ? (
          <p
            role="alert"
            className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
          >
            {rowError.message}
          </p>
        ) : null}
        {invitations.length === 0 ? (
          <p className="mt-2 text-muted">
            None: everyone you invited has joined, or you haven&apos;t invited anyone yet.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-bold break-all text-navy">{invitation.email}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${STATE_CLASSES[invitation.state]}`}
                    >
                      {STATE_LABELS[invitation.state]}
                    </span>
                    <span>{TEAM_ROLE_LABELS[invitation.role]}</span>
                    {invitation.groupName ? <span>· {invitation.groupName}</span> : null}
                    <span>
                      · Sent {formatDate(invitation.sentAt)}
                      {invitation.sendCount > 1 ? ` (${invitation.sendCount} times)` : ""}
                    </span>
                    {invitation.state === "open" ? <span>· Expires {formatDate(invitation.expiresAt)}</span> : null}
                  </p>
                </div>
                {invitation.state === "open" || invitation.state === "expired" ? (
                  <div className="flex shrink-0 gap-2">
                    <RowButton intent="resend" invitationId={invitation.id} email={invitation.email}>
                      Resend
                    </RowButton>
                    {invitation.state === "open" ? (
                      <RowButton intent="revoke" invitationId={invitation.id} email={invitation.email}>
                        Revoke
                      </RowButton>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RowButton({
  intent,
  invitationId,
  email,
  children,
}: {
  intent: "resend" | "revoke";
  invitationId: string;
  email: string;
  children: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("invitationId") === invitationId;
  return (
    <Form method="post" action={PAGE}>
      <input type="hidden" name="invitationId" value={invitationId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        aria-label={`${children} the invitation to ${email}`}
        className={`rounded-full border px-4 py-1.5 text-sm font-bold ${intent === "revoke" ? "border-red-200 text-red-800 hover:bg-red-50" : "border-line text-navy hover:bg-mist"}`}
      >
        {busy ? `${children}…` : children}
      </button>
    </Form>
  );
}
