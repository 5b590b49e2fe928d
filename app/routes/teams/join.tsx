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
import { emailDomain } from "~/core/teams.ts";
import type { Route } from "./+types/join";

/**
 * /join/:token (issue 19): a team's join link. Shows the team and whether the link takes people now
 * (turned off, limited to a domain); a visitor signs up or logs in and comes back here. Joining when
 * every seat is taken puts the person on the waiting list. An unknown or replaced link is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { teams } = getAppContext(context).services;
  const link = await orHttpError(teams.joinLinkInfo(params.token));
  const viewer = await getViewer(context);
  const membership = viewer ? await teams.membership(viewer) : null;
  const base = {
    here: href("/join/:token", { token: params.token }),
    team: { name: link.name, logoSrc: link.logoSrc },
    domain: link.domain,
  };
  if (viewer && membership?.teamId === link.id)
    return { ...base, state: membership.status === "active" ? ("joined" as const) : ("waiting" as const) };
  if (!link.enabled) return { ...base, state: "off" as const };
  if (!viewer) return { ...base, state: "visitor" as const };
  if (link.domain && emailDomain(viewer.email) !== link.domain)
    return { ...base, state: "wrong-domain" as const, viewerEmail: viewer.email };
  if (membership) return { ...base, state: "other-team" as const, otherTeam: membership.team.name };
  return { ...base, state: "ready" as const };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Join ${data.team.name} | Maven Analytics` : "Join a team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ params, request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  try {
    await getAppContext(context).services.teams.joinByLink(viewer, params.token);
  } catch (error) {
    return actionError(error, {});
  }
  return redirect(href("/join/:token", { token: params.token }));
}

export default function JoinTeamPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const teamName = page.team.name;
  const landing = { team: page.team, kicker: "Join a team" };
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
    case "off":
      return (
        <TeamLanding {...landing} tone="problem" title="This join link is turned off">
          <p>
            {teamName}&apos;s admin isn&apos;t taking new people through this link right now. Ask them for an invitation
            by e-mail, or for the team&apos;s current link.
          </p>
          <LandingActions>
            <Link to={href("/")} className="btn btn-outline text-navy">
              Go to the home page
            </Link>
          </LandingActions>
        </TeamLanding>
      );
    case "visitor":
      return (
        <TeamLanding {...landing} title={`Join ${teamName} on Maven Analytics`}>
          <p>
            Learn with your team: courses, learning paths and guided projects, paid for by {teamName}.
            {page.domain ? (
              <>
                {" "}
                The link is for <strong>@{page.domain}</strong> addresses: sign up or log in with yours.
              </>
            ) : null}
          </p>
          <p>Sign up, or log in if you already have an account. You&apos;ll come back here to join.</p>
          <VisitorActions here={page.here} />
        </TeamLanding>
      );
    case "wrong-domain":
      return (
        <TeamLanding {...landing} tone="problem" title={`This link is for @${page.domain} addresses`}>
          <p>
            You&apos;re logged in as <strong className="break-all">{page.viewerEmail}</strong>. Log in with your{" "}
            {page.domain} address to join {teamName}, or ask the team&apos;s admin for an invitation.
          </p>
          <LandingActions>
            <SwitchAccountForm here={page.here} label={`Log out and log in with your ${page.domain} address`} />
          </LandingActions>
        </TeamLanding>
      );
    case "other-team":
      return (
        <TeamLanding {...landing} tone="problem" title={`You're already in ${page.otherTeam}`}>
          <p>
            A person can belong to one team at a time. To join {teamName}, leave {page.otherTeam} first (or ask its
            admin to remove you), then open this link again.
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
            Join to take a seat in {teamName} and open every course, path and guided project. If every seat is taken,
            you&apos;ll wait on the team&apos;s list until the admin adds one.
          </p>
          <LandingError message={actionData?.message} />
          <LandingActions>
            <JoinButton busy="Joining…">{`Join ${teamName}`}</JoinButton>
          </LandingActions>
        </TeamLanding>
      );
  }
}
