import { ArrowLeft, ArrowRight } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { FormErrors, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { CarriedAnswers, ChoiceGroup, StepProgress } from "~/app/features/surveys/choice-group.tsx";
import { formFailure, formInvalid, readFormData } from "~/app/lib/http.server.ts";
import { pendingPathfinderCookie } from "~/app/lib/pathfinder-cookie.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import {
  AGREEMENT_SCALE,
  CAREERS,
  CAREER_IDS,
  firstIncompletePathfinderStep,
  parsePathfinderAnswers,
  PATHFINDER_QUESTION_COUNT,
  PATHFINDER_STEPS,
  PathfinderFormSchema,
  pathfinderStepSchema,
  statementsOfStep,
} from "~/core/pathfinder.ts";
import type { Route } from "./+types/pathfinder";

const CHOICES = AGREEMENT_SCALE.map((a) => ({ value: String(a.value), label: a.label }));
const CHOOSE = "Choose how much you agree.";

/**
 * The Pathfinder: 20 statements over five screens, for visitors and learners alike. Screens are GET
 * forms carrying the answers so far in the URL; the last one posts them all and the server scores
 * them. Everything works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answers = parsePathfinderAnswers(Object.fromEntries(url.searchParams));
  const asked = Number(url.searchParams.get("step") ?? "0");
  const wanted = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), PATHFINDER_STEPS - 1) : 0;
  const incomplete = firstIncompletePathfinderStep(answers);
  const step = incomplete !== null && incomplete < wanted ? incomplete : wanted;
  const errors: Record<string, string[]> = {};
  if (step < wanted)
    for (const st of statementsOfStep(step)) if (answers[st.id] === undefined) errors[st.id] = [CHOOSE];
  return { step, answers, errors };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getAppContext(context);
  const viewer = await getViewer(context);
  const submission = parseForm(await readFormData(request), PathfinderFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  try {
    const { id, claimTicket } = await services.pathfinder.submit(viewer, submission.value, { ip: clientIp });
    const to = href("/pathfinder/results/:id", { id });
    // A visitor's result waits in a cookie to be saved to the account they may create next.
    return claimTicket
      ? redirect(to, { headers: { "Set-Cookie": pendingPathfinderCookie(claimTicket, context) } })
      : redirect(to);
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Pathfinder", url: "/pathfinder" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Pathfinder: find your data career",
    description:
      "Answer 20 quick questions about your interests, strengths and work style, and see which data careers fit you best, with the learning path to each.",
    path: "/pathfinder",
    siteUrl: siteUrlFrom(matches),
  });

function stepUrl(step: number, answers: Record<string, number>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(answers)) params.set(name, String(value));
  params.set("step", String(step));
  return `${href("/pathfinder")}?${params}`;
}

export default function PathfinderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, answers, errors } = loaderData;
  const last = step === PATHFINDER_STEPS - 1;
  const statements = statementsOfStep(step);
  const [form, fields] = useSchemaForm(last ? PathfinderFormSchema : pathfinderStepSchema(step), {
    id: `pathfinder-step-${step}`,
    lastResult: last ? actionData?.result : null,
    defaultValue: Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, String(v)])),
  });
  const first = statements[0];
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site py-10 md:py-14">
          <p className="eyebrow text-turquoise!">Pathfinder</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold md:text-5xl">
            Find the data career that fits you
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            {PATHFINDER_QUESTION_COUNT} questions on what you enjoy, what you are good at and how you like to work.
            About four minutes, free, no account needed. We rank six data careers by how well they match you and show
            exactly which answers led there.
          </p>
          <p className="mt-4 text-sm text-white/75">
            Careers compared: {CAREER_IDS.map((id) => CAREERS[id].title).join(", ")}.
          </p>
        </div>
      </section>
      <div className="container-site mt-8 max-w-3xl">
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
          <StepProgress step={step + 1} steps={PATHFINDER_STEPS} label="Pathfinder progress" />
          <h2 className="mt-6 font-display text-2xl font-bold text-navy">{first?.section}</h2>
          <p className="mt-1 text-sm text-muted">How much do you agree with each statement?</p>
          <Form
            method={last ? "post" : "get"}
            action={href("/pathfinder")}
            className="mt-6 flex flex-col gap-8"
            {...formProps(form)}
          >
            <FormErrors form={form} />
            <CarriedAnswers answers={answers} except={statements.map((s) => s.id)} />
            {!last && <input type="hidden" name="step" value={step + 1} />}
            {statements.map((st) => (
              <ChoiceGroup
                key={st.id}
                name={st.id}
                legend={`${Number(st.id.slice(1))}. ${st.text}`}
                choices={CHOICES}
                defaultValue={answers[st.id] !== undefined ? String(answers[st.id]) : null}
                errors={fields[st.id]?.errors ?? errors[st.id]}
                columns={5}
                legendClassName="font-bold text-navy"
              />
            ))}
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
              {step > 0 ? (
                <Link to={stepUrl(step - 1, answers)} className="btn btn-outline text-navy">
                  <ArrowLeft aria-hidden className="size-4" /> Back
                </Link>
              ) : (
                <span />
              )}
              <button type="submit" className="btn btn-primary">
                {last ? "See my results" : "Continue"} <ArrowRight aria-hidden className="size-4" />
              </button>
            </div>
          </Form>
        </div>
      </div>
    </main>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
