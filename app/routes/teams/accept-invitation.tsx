import { href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import {
  JoinButton,
  JoinedMessage,
  LandingActions,
  LandingError,
  SwitchAccountForm,
  TeamLanding,
  VisitorActions,
  WaitingMessage,
} from "~/app/features/teams/invite-landing.tsx";
import { actionError, orHttpError } from "~/app/lib/http.server.ts";
import { getViewer, requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { TEAM_ROLE_LABELS, type TeamRole } from "~/core/teams.ts";
import type { Route } from "./+types/accept-invitation";

/**
 * /team-invitations/:token (issue 19): the invitation mail's link. Shows the team, who the
 * invitation is for and where it stands; a visitor signs up or logs in and comes back here, a
 * signed-in person with the invited address accepts. An unknown or replaced token is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { teams } = getAppContext(context).services;
  const invitation = await orHttpError(teams.invitationByToken(params.token));
  const viewer = await getViewer(context);
  const membership = viewer ? await teams.membership(viewer) : null;
  const here = href("/team-invitations/:token", { token: params.token });
  const base = {
    here,
    team: { name: invitation.teamName, logoSrc: invitation.logoSrc },
    email: invitation.email,
    role: invitation.role as TeamRole,
    expiresAt: invitation.expiresAt,
  };
  if (viewer && membership?.teamId === invitation.teamId)
    return { ...base, state: membership.status === "active" ? ("joined" as const) : ("waiting" as const) };
  if (invitation.state !== "open") return { ...base, state: invitation.state };
  if (!viewer) return { ...base, state: "visitor" as const };
  if (viewer.email.toLowerCase() !== invitation.email)
    return { ...base, state: "wrong-address" as const, viewerEmail: viewer.email };
  if (membership) return { ...base, state: "other-team" as const, otherTeam: membership.team.name };
  return { ...base, state: "ready" as const };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Join ${data.team.name} | Maven Analytics` : "Team invitation | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ params, request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  try {
    await getAppContext(context).services.teams.acceptInvitation(viewer, params.token);
  } catch (error) {
    return actionError(error, {});
  }
  // The page itself now says where the person stands: in the team, or waiting for a seat.
  return redirect(href("/team-invitations/:token", { token: params.token }));
}

export default function AcceptInvitationPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const teamName = page.team.name;
  const role = TEAM_ROLE_LABELS[page.role].toLowerCase();
  const landing = { team: page.team, kicker: "Team invitation" };
  switch (page.state) {
    case "joined":
      return (
        <TeamLanding {...landing} tone="success" title={`You're in ${teamName}`}>
          <JoinedMessage teamName={teamName} />
        </TeamLanding>
      );
    case "waiting":
      return (
        <TeamLanding {...landing} tone="waiting" title={`You're on ${teamName}'s waiting list`}>
          <WaitingMessage teamName={teamName} />
        </TeamLanding>
      );
    case "accepted":
      return (
        <TeamLanding {...landing} tone="problem" title="This invitation has already been used">
          <p>
            Each invitation works once. If you didn&apos;t accept it yourself, ask {teamName}&apos;s admin to invite you
            again.
          </p>
          <HomeLinks />
        </TeamLanding>
      );
    case "revoked":
      return (
        <TeamLanding {...landing} tone="problem" title="This invitation was withdrawn">
          <p>{teamName}&apos;s admin withdrew it. If you think that&apos;s a mistake, ask them to invite you again.</p>
          <HomeLinks />
        </TeamLanding>
      );
    case "expired":
      return (
        <TeamLanding {...landing} tone="problem" title="This invitation has expired">
          <p>
            It worked until {formatDate(page.expiresAt)}. Ask {teamName}&apos;s admin to send it again: you&apos;ll get
            a new link by e-mail.
          </p>
          <HomeLinks />
        </TeamLanding>
      );
    case "visitor":
      return (
        <TeamLanding {...landing} title={`You're invited to join ${teamName}`}>
          <p>
            {teamName} invited <strong className="break-all">{page.email}</strong> to learn with the team on Maven
            Analytics as a {role}: courses, learning paths and guided projects, paid for by your team.
          </p>
          <p>
            Sign up with that address, or log in if you already have an account. You&apos;ll come back here to accept.
          </p>
          <VisitorActions here={page.here} email={page.email} />
        </TeamLanding>
      );
    case "wrong-address":
      return (
        <TeamLanding {...landing} tone="problem" title="This invitation is for another address">
          <p>
            It was sent to <strong className="break-all">{page.email}</strong>, and you&apos;re logged in as{" "}
            <strong className="break-all">{page.viewerEmail}</strong>. Log out and log in with the invited address to
            accept it, or ask the team&apos;s admin to invite the address you use.
          </p>
          <LandingActions>
            <SwitchAccountForm here={page.here} email={page.email} label="Log out and log in as the invited address" />
          </LandingActions>
        </TeamLanding>
      );
    case "other-team":
      return (
        <TeamLanding {...landing} tone="problem" title={`You're already in ${page.otherTeam}`}>
          <p>
            A person can belong to one team at a time. To join {teamName}, leave {page.otherTeam} first (or ask its
            admin to remove you), then open this invitation again.
          </p>
          <LandingActions>
            <Link to={href("/dashboard/team")} className="btn btn-outline text-navy">
              Go to your team
            </Link>
          </LandingActions>
        </TeamLanding>
      );
    case "ready":
      return (
        <TeamLanding {...landing} title={`Join ${teamName}`}>
          <p>
            {teamName} invited you (<strong className="break-all">{page.email}</strong>) as a {role}. Accept to take a
            seat and open every course, path and guided project.
          </p>
          <LandingError message={actionData?.message} />
          <LandingActions>
            <JoinButton busy="Joining…">{`Accept and join ${teamName}`}</JoinButton>
          </LandingActions>
        </TeamLanding>
      );
  }
}

function HomeLinks() {
  return (
    <LandingActions>
      <Link to={href("/dashboard")} className="btn btn-outline text-navy">
        Go to your dashboard
      </Link>
    </LandingActions>
  );
}
