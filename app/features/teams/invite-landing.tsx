import { CheckCircle2, CircleAlert, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { TeamMark } from "./team-mark.tsx";

/**
 * The look shared by the invitation page (/team-invitations/:token) and the join link page
 * (/join/:token): the team's logo and name above one message and its actions.
 */
export function TeamLanding({
  team,
  kicker,
  title,
  tone = "info",
  children,
}: {
  team: { name: string; logoSrc: string | null };
  kicker: string;
  title: string;
  tone?: "info" | "success" | "waiting" | "problem";
  children: ReactNode;
}) {
  const Icon =
    tone === "success" ? CheckCircle2 : tone === "waiting" ? Clock : tone === "problem" ? CircleAlert : Users;
  const iconClass = tone === "problem" ? "text-red-700" : tone === "waiting" ? "text-navy-700" : "text-turquoise-deep";
  return (
    <main className="bg-gradient-to-b from-mist to-white pb-16">
      <div className="container-site max-w-xl pt-10 md:pt-14">
        <div className="rounded-3xl border border-line bg-white p-6 shadow-xl shadow-navy/10 sm:p-10">
          <div className="flex items-center gap-4">
            <TeamMark team={team} size="md" alt={`${team.name} logo`} />
            <div className="min-w-0">
              <p className="text-sm font-bold tracking-wide text-muted uppercase">{kicker}</p>
              <p className="text-xl font-bold break-words text-navy">{team.name}</p>
            </div>
          </div>
          <h1 className="mt-8 flex items-start gap-3 font-display text-2xl leading-tight font-bold text-navy sm:text-3xl">
            <Icon aria-hidden className={`mt-1 size-7 shrink-0 ${iconClass}`} />
            <span>{title}</span>
          </h1>
          <div className="mt-4 flex flex-col gap-4 text-ink">{children}</div>
        </div>
      </div>
    </main>
  );
}

export function LandingActions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap gap-3">{children}</div>;
}

/** Sign up / Log in, both coming back to `here` (sign-up through its verification mail too). */
export function VisitorActions({ here, email }: { here: string; email?: string }) {
  const back = encodeURIComponent(here);
  const prefill = email ? `email=${encodeURIComponent(email)}&` : "";
  const login = `${href("/login")}?${prefill}returnTo=${back}`;
  return (
    <LandingActions>
      <Link to={`${href("/signup")}?${prefill}returnTo=${back}`} className="btn btn-primary">
        Sign up
      </Link>
      <Link to={login} className="btn btn-outline text-navy">
        Log in
      </Link>
    </LandingActions>
  );
}

/** Log out, then log in (with `email` filled in when known), then back to `here`. */
export function SwitchAccountForm({ here, email, label }: { here: string; email?: string; label: string }) {
  const login = `${href("/login")}?${email ? `email=${encodeURIComponent(email)}&` : ""}returnTo=${encodeURIComponent(here)}`;
  return (
    <Form method="post" action={href("/logout")}>
      <input type="hidden" name="returnTo" value={login} />
      <button type="submit" className="btn btn-outline text-navy">
        {label}
      </button>
    </Form>
  );
}

/** The one button of these pages: accept the invitation or join by the link. */
export function JoinButton({ children, busy }: { children: string; busy: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <Form method="post">
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? busy : children}
      </button>
    </Form>
  );
}

export function LandingError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

export function WaitingMessage({ teamName }: { teamName: string }) {
  return (
    <>
      <p>
        Every seat in {teamName} is taken right now, so you&apos;re on the team&apos;s waiting list. The team&apos;s
        admin can see you there: once they add a seat or free one, you&apos;ll get an e-mail and your premium access
        starts.
      </p>
      <p>Meanwhile, the free courses and the data playground are open to you.</p>
      <LandingActions>
        <Link to={href("/dashboard")} className="btn btn-primary">
          Go to your dashboard
        </Link>
        <Link to={href("/courses")} className="btn btn-outline text-navy">
          Browse courses
        </Link>
      </LandingActions>
    </>
  );
}

export function JoinedMessage({ teamName }: { teamName: string }) {
  return (
    <>
      <p>
        Welcome to {teamName}! Your seat is ready: every course, learning path and guided project on Maven Analytics is
        open to you, and your team&apos;s assignments appear on your dashboard.
      </p>
      <LandingActions>
        <Link to={href("/dashboard")} className="btn btn-primary">
          Go to your dashboard
        </Link>
        <Link to={href("/dashboard/team")} className="btn btn-outline text-navy">
          See your team
        </Link>
      </LandingActions>
    </>
  );
}
