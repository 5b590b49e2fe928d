import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Check } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { AuthHeading } from "~/app/features/auth/fields.tsx";
import {
  INVITE_CSV_UPLOAD,
  isInviteIntent,
  JOIN_LINK_NOTICES,
  runInviteIntent,
  sentReply,
} from "~/app/features/teams/invite-actions.server.ts";
import { InviteArea, isInviteReply } from "~/app/features/teams/invite-forms.tsx";
import { JoinLinkPanel } from "~/app/features/teams/invite-join-link.tsx";
import { formFailure, formInvalid, orHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { NoFieldsFormSchema } from "~/core/auth-forms.ts";
import { AssignmentFormSchema, EVERYONE_TARGET, TEAM_NAME_MAX, TeamDetailsFormSchema } from "~/core/teams.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { IntentButton, TeamLogoForm } from "~/app/features/teams/team-logo-form.tsx";
import { runLogoIntent } from "~/app/features/teams/team-logo.server.ts";
import type { Route } from "./+types/onboarding";

/**
 * /onboarding/team (issue 19): the Teams buyer's first steps, in the auth layout (the shell hides
 * the menu and footer here, spec section 2). Three steps, each a form that works without
 * JavaScript, the step in `?step=`: 1 team name and logo, 2 invitations and the join link, 3 a first
 * learning path for everyone. Finishing marks the team onboarded and opens /dashboard/team.
 */
const STEPS = [
  { n: 1, label: "Team details" },
  { n: 2, label: "Invite people" },
  { n: 3, label: "First learning path" },
] as const;
type Step = 1 | 2 | 3;

const PAGE = href("/onboarding/team");
const stepHref = (step: Step, saved?: string) => `${PAGE}?step=${step}${saved ? `&saved=${saved}` : ""}`;
const stepOf = (url: URL): Step => {
  const n = Number(url.searchParams.get("step"));
  return n === 2 || n === 3 ? n : 1;
};

type Result = SubmissionResult<string[]> | null;

const SAVED = {
  name: "Your team's name is saved.",
  logo: "Your logo is saved.",
  "logo-removed": "The logo is removed.",
  ...JOIN_LINK_NOTICES,
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teams, catalog } = getAppContext(context).services;
  const membership = await teams.membership(viewer);
  if (!membership || membership.status !== "active" || membership.role !== "admin")
    return { state: "not-admin" as const, teamName: membership?.team.name ?? null };
  const url = new URL(request.url);
  const step = stepOf(url);
  const saved = url.searchParams.get("saved");
  const overview = await orHttpError(teams.overview(viewer));
  const team = {
    name: overview.team.name,
    logoSrc: overview.team.logoSrc,
    seats: overview.team.seats,
    viewerHoldsSeat: membership.holdsSeat,
  };
  const notice = saved && saved in SAVED ? SAVED[saved as keyof typeof SAVED] : null;
  if (step === 1) return { state: "setup" as const, step, team, notice };
  if (step === 2) {
    const [joinLink, sent] = await Promise.all([
      orHttpError(teams.joinLink(viewer)),
      orHttpError(sentReply(teams, viewer, url)),
    ]);
    return { state: "setup" as const, step, team, notice, joinLink, sent };
  }
  const [paths, members] = await Promise.all([catalog.allPaths(), orHttpError(teams.members(viewer))]);
  return {
    state: "setup" as const,
    step,
    team,
    notice,
    paths: paths.map((p) => ({ id: p.id, title: p.title, courseCount: p.courseCount, totalHours: p.totalHours })),
    memberCount: members.active.length,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Set up your team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const services = getAppContext(context).services;
  const { teams } = services;
  const step = stepOf(new URL(request.url));
  // Limits are enforced while the body streams in (issue 6); step 2's file is the CSV, step 1's the logo.
  const form = await readUploadForm(request, step === 2 ? INVITE_CSV_UPLOAD : { fileField: "logo", maxFiles: 1 });
  const intent = form.fields.get("intent");
  if (isInviteIntent(intent))
    return runInviteIntent(teams, viewer, intent, form, {
      done: (done) => stepHref(2, done),
      sent: (batchId) => `${stepHref(2)}&sent=${encodeURIComponent(batchId)}`,
    });

  if (intent === "details") {
    const submission = parseForm(form.fields, TeamDetailsFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      await teams.rename(viewer, submission.value);
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
    return redirect(stepHref(2, "name"));
  }
  if (intent === "logo" || intent === "remove-logo")
    return runLogoIntent(teams, viewer, intent, form, (done) => redirect(stepHref(1, done)));
  if (intent === "assign") {
    const submission = parseForm(form.fields, AssignmentFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      // The first path goes to the whole team: the people who join from the invitations get it too.
      await services.teamAssignments.create(viewer, { ...submission.value, kind: "path", target: [EVERYONE_TARGET] });
      await teams.completeOnboarding(viewer);
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
    return redirect(href("/dashboard/team"));
  }
  if (intent === "finish") {
    const submission = parseForm(form.fields, NoFieldsFormSchema);
    try {
      await teams.completeOnboarding(viewer);
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
    return redirect(href("/dashboard/team"));
  }
  return data({ intent: null, message: "Unknown action." }, { status: 400 });
}

function StepIndicator({ current }: { current: Step }) {
  return (
    <nav aria-label="Setup steps" className="mb-6">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map(({ n, label }) => {
          const done = n < current;
          const here = n === current;
          return (
            <li
              key={n}
              aria-current={here ? "step" : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ${
                  here ? "bg-navy text-white" : done ? "bg-turquoise text-navy" : "bg-mist text-muted ring-1 ring-line"
                }`}
              >
                {done ? <Check className="size-4" /> : n}
              </span>
              <span className={`text-xs leading-tight ${here ? "font-bold text-navy" : "text-muted"}`}>
                <span className="sr-only">
                  Step {n} of {STEPS.length}:{" "}
                </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const secondaryButton = "rounded-full border border-line px-4 py-2 text-sm font-bold text-navy hover:bg-mist";

export default function TeamOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "not-admin") {
    return (
      <>
        <AuthHeading
          title="Team setup is for team admins"
          intro={
            loaderData.teamName
              ? `Only an admin of ${loaderData.teamName} can set the team up. Ask them if something needs changing.`
              : "This is where the buyer of Maven Teams sets up their team. You're not an admin of a team."
          }
        />
        <Link to={href("/dashboard")} className="btn btn-primary">
          Go to your dashboard
        </Link>
      </>
    );
  }
  const { step, team, notice } = loaderData;
  const intent = (actionData as { intent?: unknown } | undefined)?.intent;
  const resultOf = (...intents: string[]) =>
    actionData && "result" in actionData && intents.includes(String(intent)) ? actionData.result : null;
  const titles = { 1: "Team details", 2: "Invite people", 3: "First learning path" } as const;
  const intros = {
    1: "Your team's name and logo appear on invitations and on the team's pages.",
    2: `${
      team.viewerHoldsSeat
        ? `Your plan has ${team.seats} seats, one of them yours.`
        : `Your plan has ${team.seats} seats for the people you invite; you run the team without one (take a free one from Members to learn too).`
    } People take a seat when they accept; when seats run out, they wait until you add one.`,
    3: "Pick a learning path to assign. You can assign more, to groups or people, from the team's Assignments page.",
  } as const;
  return (
    <>
      <p className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">Set up {team.name}</p>
      <StepIndicator current={step} />
      <AuthHeading title={titles[step]} intro={intros[step]} />
      {notice && !actionData ? (
        <div className="mb-5">
          <FormNotice>{notice}</FormNotice>
        </div>
      ) : null}
      {step === 1 ? (
        <DetailsStep team={team} nameResult={resultOf("details")} logoResult={resultOf("logo", "remove-logo")} />
      ) : null}
      {step === 2 && "joinLink" in loaderData && loaderData.joinLink ? (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="invite-step-title">
            <h2 id="invite-step-title" className="mb-4 text-lg font-bold text-navy">
              Invite by e-mail
            </h2>
            <InviteArea
              reply={isInviteReply(actionData) ? actionData : (loaderData.sent ?? null)}
              action={stepHref(2)}
              restartHref={stepHref(2)}
            />
          </section>
          <div className="border-t border-line pt-6">
            <JoinLinkPanel link={loaderData.joinLink} action={stepHref(2)} result={resultOf("join-link", "new-link")} />
          </div>
          <StepNav back={1} nextLabel="Continue" next={3} />
        </div>
      ) : null}
      {step === 3 && "paths" in loaderData && loaderData.paths ? (
        <PathStep
          paths={loaderData.paths}
          memberCount={loaderData.memberCount}
          result={resultOf("assign")}
          finishResult={resultOf("finish")}
        />
      ) : null}
    </>
  );
}

function StepNav({ back, next, nextLabel }: { back: Step; next?: Step; nextLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
      <Link to={stepHref(back)} className="btn btn-ghost">
        Back
      </Link>
      {next ? (
        <Link to={stepHref(next)} className="btn btn-dark">
          {nextLabel}
        </Link>
      ) : null}
    </div>
  );
}

function DetailsStep({
  team,
  nameResult,
  logoResult,
}: {
  team: { name: string; logoSrc: string | null };
  nameResult: Parameters<typeof useSchemaForm>[1] extends infer O
    ? O extends { lastResult?: infer R }
      ? R
      : never
    : never;
  logoResult: Parameters<typeof useSchemaForm>[1] extends infer O
    ? O extends { lastResult?: infer R }
      ? R
      : never
    : never;
}) {
  const [form, fields] = useSchemaForm(TeamDetailsFormSchema, {
    id: "team-details",
    lastResult: nameResult,
    defaultValue: { name: team.name },
  });
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="logo-title">
        <h2 id="logo-title" className="text-lg font-bold text-navy">
          Logo
        </h2>
        <div className="mt-3">
          <TeamLogoForm team={team} action={stepHref(1)} logoResult={logoResult} />
        </div>
      </section>

      <Form method="post" action={stepHref(1)} className="flex flex-col gap-4" {...formProps(form)}>
        <FormErrors form={form} />
        <Field
          label="Team name"
          field={fields.name}
          required
          maxLength={TEAM_NAME_MAX}
          autoComplete="organization"
          hint="Your company or department, as your colleagues know it."
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
          <Link to={stepHref(2)} className="btn btn-ghost">
            Skip
          </Link>
          <IntentButton intent="details" busy="Saving…" className="btn btn-dark">
            Save and continue
          </IntentButton>
        </div>
      </Form>
    </div>
  );
}

function PathStep({
  paths,
  memberCount,
  result,
  finishResult,
}: {
  paths: { id: string; title: string; courseCount: number; totalHours: number }[];
  memberCount: number;
  result: Parameters<typeof useSchemaForm>[1] extends infer O
    ? O extends { lastResult?: infer R }
      ? R
      : never
    : never;
  finishResult: Result;
}) {
  const [form, fields] = useSchemaForm(AssignmentFormSchema, {
    id: "first-path",
    lastResult: result,
    defaultValue: { kind: "path" },
  });
  const [finishForm] = useSchemaForm(NoFieldsFormSchema, { id: "finish", lastResult: finishResult });
  const now = memberCount <= 1 ? "you" : `the ${memberCount} people in your team now`;
  return (
    <div className="flex flex-col gap-6">
      <Form method="post" action={stepHref(3)} className="flex flex-col gap-5" {...formProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name={fields.kind.name} value="path" />
        <input type="hidden" name={fields.target.name} value={EVERYONE_TARGET} />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.itemId.errors ? fields.itemId.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-bold text-navy">Learning path</legend>
          <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-1">
            {paths.map((path) => {
              const { key: _key, ...radio } = getInputProps(fields.itemId, { type: "radio", value: path.id });
              return (
                <li key={path.id}>
                  <label
                    htmlFor={`${fields.itemId.id}-${path.id}`}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 hover:bg-mist has-[:checked]:border-turquoise-dark has-[:checked]:bg-mist"
                  >
                    <input
                      {...radio}
                      id={`${fields.itemId.id}-${path.id}`}
                      className="mt-1 size-4 shrink-0 accent-turquoise-deep"
                    />
                    <span className="min-w-0">
                      <span className="block font-bold text-navy">{path.title}</span>
                      <span className="block text-sm text-muted">
                        {path.courseCount} {path.courseCount === 1 ? "course" : "courses"} · {path.totalHours} hours
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {fields.itemId.errors ? (
            <p id={fields.itemId.errorId} className="text-sm font-semibold text-red-700">
              {fields.itemId.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Due date (optional)"
          field={fields.dueDate}
          type="date"
          hint="We remind people by e-mail two days before."
        />
        <p className="text-sm text-muted">
          It goes to {now} and to everyone who joins from your invitations or the join link.
        </p>
        <IntentButton intent="assign" busy="Assigning…" className="btn btn-dark w-full justify-center">
          Assign and finish
        </IntentButton>
      </Form>
      <Form method="post" action={stepHref(3)} {...formProps(finishForm)}>
        <FormErrors form={finishForm} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
          <Link to={stepHref(2)} className="btn btn-ghost">
            Back
          </Link>
          <IntentButton intent="finish" busy="Finishing…" className={secondaryButton}>
            Skip and finish
          </IntentButton>
        </div>
      </Form>
    </div>
  );
}
