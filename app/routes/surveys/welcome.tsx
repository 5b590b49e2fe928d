import { ArrowLeft, ArrowRight } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { CarriedAnswers, ChoiceGroup, StepProgress } from "~/app/features/surveys/choice-group.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { clearPendingPathfinderCookie, pendingPathfinderOf } from "~/app/lib/pathfinder-cookie.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { pagePathOf } from "~/app/lib/auth.server.ts";
import {
  firstIncompleteStep,
  partialWelcomeAnswers,
  WELCOME_QUESTIONS,
  WELCOME_STEPS,
  WelcomeAnswersSchema,
  welcomeStepSchema,
  type WelcomeQuestionId,
} from "~/core/welcome-survey.ts";
import type { Route } from "./+types/welcome";

const CHOOSE_ONE = "Choose one answer.";

/**
 * The welcome survey, one step per screen. Steps are GET forms that carry the answers so far in the
 * URL (so back, reload and no JavaScript all work); the last step posts the whole set to be saved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { services } = getAppContext(context);
  const url = new URL(request.url);

  // A Pathfinder taken before signing up is saved to the new account here (issue 17).
  const pending = pendingPathfinderOf(request, context);
  if (pending) {
    const saved = await services.pathfinder.claim(viewer, pending);
    const page = new URL(pagePathOf(request), url.origin);
    if (saved) page.searchParams.set("saved", "pathfinder");
    throw redirect(`${page.pathname}${page.search}`, {
      headers: { "Set-Cookie": clearPendingPathfinderCookie(context) },
    });
  }

  const saved = await orHttpError(services.welcomeSurvey.answers(viewer));
  const fromUrl = partialWelcomeAnswers(Object.fromEntries(url.searchParams));
  const answers = { ...saved, ...fromUrl };
  const asked = Number(url.searchParams.get("step") ?? "0");
  const wanted = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), WELCOME_STEPS.length - 1) : 0;
  const incomplete = firstIncompleteStep(answers);
  // A step is only reached with every earlier one answered; a skipped one is asked again, with its error.
  const step = incomplete !== null && incomplete < wanted ? incomplete : wanted;
  const errors: Partial<Record<WelcomeQuestionId, string[]>> = {};
  if (step < wanted) {
    for (const q of WELCOME_STEPS[step]!.questions) if (answers[q] === undefined) errors[q] = [CHOOSE_ONE];
  }
  return {
    firstName: viewer.name.split(" ")[0] ?? viewer.name,
    step,
    answers,
    errors,
    editing: saved !== null,
    pathfinderSaved: url.searchParams.get("saved") === "pathfinder",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const submission = parseForm(await readFormData(request), WelcomeAnswersSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    await getAppContext(context).services.welcomeSurvey.save(viewer, submission.value);
  } catch (error) {
    return formFailure(submission, error);
  }
  return redirect(href("/welcome/results"));
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Welcome survey | Maven Analytics" },
  { name: "description", content: "Tell us your goal, your tools and your time, and we will match you to a path." },
  { name: "robots", content: "noindex" },
];

function stepUrl(step: number, answers: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(answers)) if (value !== undefined) params.set(name, value);
  params.set("step", String(step));
  return `${href("/welcome")}?${params}`;
}

export default function WelcomeSurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, answers, errors, firstName, editing, pathfinderSaved } = loaderData;
  const last = step === WELCOME_STEPS.length - 1;
  const current = WELCOME_STEPS[step]!;
  const [form, fields] = useSchemaForm(last ? WelcomeAnswersSchema : welcomeStepSchema(step), {
    id: `welcome-step-${step}`,
    lastResult: last ? actionData?.result : null,
    defaultValue: answers,
  });
  const isTools = current.questions.length > 1;
  return (
    <main className="container-site max-w-3xl pt-6 pb-20">
      <p className="eyebrow">Welcome survey</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">
        {editing ? "Update your answers" : `Welcome, ${firstName}! Let's find your path`}
      </h1>
      <p className="mt-2 text-muted">
        Five quick questions. We match your answers to our learning paths and courses and show you why each one fits.
      </p>
      {pathfinderSaved && (
        <div className="mt-4">
          <FormNotice>Your Pathfinder result is saved to your account.</FormNotice>
        </div>
      )}
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
        <StepProgress step={step + 1} steps={WELCOME_STEPS.length} label="Welcome survey progress" />
        <Form
          method={last ? "post" : "get"}
          action={href("/welcome")}
          className="mt-6 flex flex-col gap-6"
          {...formProps(form)}
        >
          <FormErrors form={form} />
          <CarriedAnswers answers={answers} except={current.questions} />
          {!last && <input type="hidden" name="step" value={step + 1} />}
          {isTools && (
            <div>
              <h2 className="font-display text-xl font-bold text-navy">How much have you used each tool?</h2>
              <p className="mt-1 text-sm text-muted">It is fine to be new to all of them.</p>
            </div>
          )}
          {current.questions.map((q) => {
            const field = fields[q];
            const question = WELCOME_QUESTIONS[q];
            return (
              <ChoiceGroup
                key={q}
                name={q}
                legend={question.prompt}
                choices={question.options}
                defaultValue={answers[q] ?? null}
                errors={field?.errors ?? errors[q]}
                columns={isTools ? 3 : question.options.length > 4 ? 2 : 1}
                legendClassName={isTools ? "font-bold text-navy" : undefined}
              />
            );
          })}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
            {step > 0 ? (
              <Link to={stepUrl(step - 1, answers)} className="btn btn-outline text-navy">
                <ArrowLeft aria-hidden className="size-4" /> Back
              </Link>
            ) : (
              <span />
            )}
            <button type="submit" className="btn btn-primary">
              {last ? "See my matches" : "Continue"} <ArrowRight aria-hidden className="size-4" />
            </button>
          </div>
        </Form>
      </div>
    </main>
  );
}
