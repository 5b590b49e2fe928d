import { BadgeCheck, CalendarClock, CircleAlert, CreditCard, Sparkles } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormErrors, FormNotice, formProps, inputClass, TextArea } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { SubmitButton } from "~/app/features/auth/fields.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { redirectTo } from "~/app/lib/auth.server.ts";
import { actionError, formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { CANCEL_REASONS, CancelFormSchema, TestCardFieldsSchema } from "~/core/billing.ts";
import { formatMoney } from "~/core/money.ts";
import { formatDate } from "~/core/format.ts";
import { TestCardFields } from "~/app/features/billing/test-card-fields.tsx";
import { teamCancelWarning } from "~/app/features/billing/team-cancel-warning.ts";
import type { Route } from "./+types/subscription";

export const handle: BreadcrumbHandle = {
  breadcrumb: { label: "My Subscription", url: "/dashboard/account/subscription" },
};

export const meta: Route.MetaFunction = () => [
  { title: "My Subscription | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const subscription = await orHttpError(getAppContext(context).services.billing.subscription(viewer));
  const done = new URL(request.url).searchParams.get("done");
  return { ...subscription, done };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const DONE_MESSAGES: Record<string, string> = {
  switched: "You're on annual billing now. Your invoice for the switch is in Invoices.",
  cancelled: "Your plan is set to end. You keep full access until the date below.",
  resumed: "Your plan will renew as usual.",
  card: "Your card is updated.",
  teams:
    "Your Pro plan is now Maven Teams, and you hold one of its seats. The invoice for the move, with credit for your unused Pro time, is in Invoices. Invite your colleagues from Members.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const viewer = await requireViewer(context, request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const back = (done: string) => redirect(`${href("/dashboard/account/subscription")}?done=${done}`);
  if (intent === "cancel") {
    const submission = parseForm(formData, CancelFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      await services.billing.cancel(viewer, submission.value);
      return back("cancelled");
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
  }
  if (intent === "card") {
    if (services.billing.mode === "stripe") {
      const portal = await orHttpError(services.billing.updateCard(viewer, {}));
      return portal ? redirectTo(portal.redirectUrl) : back("card");
    }
    const submission = parseForm(formData, TestCardFieldsSchema);
    const hideFields = ["cardNumber", "cardCvc", "cardExpiry"];
    if (submission.status !== "success") return formInvalid(submission, { hideFields, extra: { intent } });
    try {
      await services.billing.updateCard(viewer, submission.value);
      return back("card");
    } catch (error) {
      return formFailure(submission, error, { hideFields, extra: { intent } });
    }
  }
  try {
    if (intent === "switch") {
      await services.billing.switchToAnnual(viewer, { idempotencyKey: formData.get("idempotencyKey") });
      return back("switched");
    }
    if (intent === "resume") {
      await services.billing.resume(viewer);
      return back("resumed");
    }
  } catch (error) {
    // A declined card or nothing to switch is shown on the page; anything else is a server error.
    return actionError(error, { intent });
  }
  return data({ intent: null, message: "Unknown action." }, { status: 400 });
}

const STATUS_LABEL = {
  active: "Active",
  trialing: "Free trial",
  past_due: "Payment overdue",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
} as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-mist p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-bold text-navy">{children}</dd>
    </div>
  );
}

/** Which payment a promotion still comes off, after the amount it is part of. */
function discountNote(
  discount: { code: string; duration: "once" | "forever"; amount: number } | null,
  money: (amount: number) => string,
) {
  if (!discount || discount.amount === 0) return "";
  return discount.duration === "forever"
    ? `, with ${discount.code}'s ${money(discount.amount)} off, as on every payment`
    : `, with ${discount.code}'s ${money(discount.amount)} off this first payment only`;
}

export default function SubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { live, card, mode, ended, done } = loaderData;
  const reply = actionData && "result" in actionData ? actionData : null;
  const [cancelForm, cancelFields] = useSchemaForm(CancelFormSchema, {
    id: "cancel",
    lastResult: reply?.intent === "cancel" ? reply.result : null,
  });
  const [cardForm, cardFields] = useSchemaForm(TestCardFieldsSchema, {
    id: "card",
    lastResult: reply?.intent === "card" ? reply.result : null,
  });
  const message = actionData && "message" in actionData ? actionData.message : null;
  const money = (amount: number) => formatMoney(amount, live?.plan?.currency ?? "usd");

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">My Subscription</h1>
        <p className="mt-1 text-muted">Your plan, its price, when it renews and the card it uses.</p>
      </header>
      {done && DONE_MESSAGES[done] && (
        <FormNotice>
          {done === "cancelled" && live?.team
            ? `Your plan is set to end. ${teamCancelWarning(live.team, formatDate(live.currentPeriodEnd))}`
            : done === "switched" && live?.status === "trialing" && live.trialEnd
              ? // No invoice yet: a switch during a trial charges nothing until the trial ends.
                `You're on ${live.plan?.name ?? "annual billing"} now. Your free trial continues and nothing is charged before it ends: your first annual payment is ${money(live.nextAmount)} on ${formatDate(live.trialEnd)}${discountNote(live.discount, money)}. We've emailed you the details.`
              : DONE_MESSAGES[done]}
        </FormNotice>
      )}
      {message && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {message}
        </p>
      )}

      <section aria-labelledby="plan-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="text-sm font-black tracking-widest text-muted uppercase">Current plan</p>
        <h2 id="plan-title" className="mt-1 flex items-center gap-2 font-display text-2xl font-bold text-navy">
          {live ? (
            <BadgeCheck aria-hidden className="size-6 text-turquoise-deep" />
          ) : (
            <Sparkles aria-hidden className="size-6 text-turquoise-deep" />
          )}
          {live ? (live.plan?.name ?? "Maven Pro") : "Free Forever"}
        </h2>
        {live ? (
          <>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Fact label="Status">
                <span className="flex items-center gap-1.5">
                  {live.status === "past_due" && <CircleAlert aria-hidden className="size-4 text-red-700" />}
                  {STATUS_LABEL[live.status]}
                </span>
              </Fact>
              <Fact label="Price">
                {money(live.amount)} / {live.plan?.interval === "year" ? "year" : "month"}
                {live.plan?.perSeat ? ` for ${live.seats} seats` : ""}
              </Fact>
              <Fact
                label={
                  live.cancelAtPeriodEnd
                    ? "Access ends on"
                    : live.status === "trialing"
                      ? "Trial ends and first payment on"
                      : "Renews on"
                }
              >
                <time dateTime={new Date(live.trialEnd ?? live.currentPeriodEnd).toISOString()}>
                  {formatDate(live.status === "trialing" && live.trialEnd ? live.trialEnd : live.currentPeriodEnd)}
                </time>
                {!live.cancelAtPeriodEnd && (
                  <span className="block text-sm font-normal text-muted">{money(live.nextAmount)} will be charged</span>
                )}
              </Fact>
            </dl>
            {live.team && (
              <p className="mt-4 text-sm text-muted">
                {live.team.name} uses {live.team.seatsUsed} of its {live.seats} seats. Premium access comes with a seat:{" "}
                {live.team.buyerHoldsSeat
                  ? "you hold one of them."
                  : "you don't hold one, so this plan gives you no premium access of your own."}{" "}
                <Link to={href("/dashboard/team/members")} className="font-bold text-navy underline">
                  Manage seats and members
                </Link>
              </p>
            )}
            {live.status === "past_due" && (
              <p className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
                Your last payment didn&apos;t go through. Your access continues while we retry; update your card below
                and we&apos;ll try again straight away.
              </p>
            )}
          </>
        ) : (
          <div className="mt-4">
            {ended && (
              <p className="mb-3 text-sm text-muted">
                Your {ended.planName} plan ended on {formatDate(ended.endedAt)}. Your progress and projects are still
                here.
              </p>
            )}
            <p className="text-muted">
              The first chapter of every course, the free data sets and the showcase are yours. Maven Pro adds every
              course and path, premium data sets with their recommended analysis, and credentials.
            </p>
            <Link to={href("/pricing")} className="btn btn-primary mt-5">
              See plans and pricing
            </Link>
          </div>
        )}
      </section>

      {live?.switchOffer && (
        <section aria-labelledby="switch-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 id="switch-title" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
            <CalendarClock aria-hidden className="size-5 text-turquoise-deep" /> Switch to annual billing
          </h2>
          <p className="mt-2 text-muted">
            Save {live.switchOffer.saving.percent}% with {live.switchOffer.name} at {money(live.switchOffer.newAmount)}{" "}
            a year.{" "}
            {live.switchOffer.trialing && live.switchOffer.firstCharge && live.trialEnd
              ? `Your trial continues; your first annual payment is ${money(live.switchOffer.firstCharge.total)} on ${formatDate(live.trialEnd)}${discountNote(live.discount && { ...live.discount, amount: live.switchOffer.firstCharge.discount }, money)}.`
              : `The switch happens now: we credit ${money(live.switchOffer.credit)} for the unused part of this month and charge ${money(live.switchOffer.dueNow)} today.`}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="idempotencyKey" value={live.idempotencyKey} />
            <button type="submit" name="intent" value="switch" className="btn btn-dark">
              {live.switchOffer.trialing ? "Switch to annual" : `Switch and pay ${money(live.switchOffer.dueNow)}`}
            </button>
          </Form>
        </section>
      )}

      {(live || card) && (
        <section aria-labelledby="card-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 id="card-title" className="flex items-center gap-2 font-display text-xl font-bold text-navy">
            <CreditCard aria-hidden className="size-5 text-turquoise-deep" /> Payment method
          </h2>
          <p className="mt-2">
            {card ? (
              <>
                <span className="font-bold text-navy">{card.brand.toUpperCase()}</span> ending{" "}
                <span className="font-bold text-navy">{card.last4}</span>
                {card.expMonth && card.expYear
                  ? `, expires ${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`
                  : ""}
              </>
            ) : (
              "No card on file."
            )}
          </p>
          {mode === "stripe" ? (
            <Form method="post" className="mt-4">
              <button type="submit" name="intent" value="card" className="btn btn-outline text-navy">
                Update card
              </button>
            </Form>
          ) : (
            <details className="mt-4" open={reply?.intent === "card" || live?.status === "past_due"}>
              <summary className="btn btn-outline cursor-pointer text-navy">Update card</summary>
              <Form method="post" className="mt-4 flex max-w-md flex-col gap-4" {...formProps(cardForm)}>
                <input type="hidden" name="intent" value="card" />
                <FormErrors form={cardForm} />
                <TestCardFields fields={cardFields} compact />
                <SubmitButton busyLabel="Saving…">Save card</SubmitButton>
              </Form>
            </details>
          )}
        </section>
      )}

      {live && (
        <section aria-labelledby="cancel-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          {live.cancelAtPeriodEnd ? (
            <>
              <h2 id="cancel-title" className="font-display text-xl font-bold text-navy">
                Your plan ends on {formatDate(live.currentPeriodEnd)}
              </h2>
              <p className="mt-2 text-muted">
                Changed your mind? Resume now and your plan renews as usual. Nothing is charged until then.
              </p>
              <Form method="post" className="mt-4">
                <button type="submit" name="intent" value="resume" className="btn btn-primary">
                  Resume my plan
                </button>
              </Form>
            </>
          ) : (
            <>
              <h2 id="cancel-title" className="font-display text-xl font-bold text-navy">
                Cancel your plan
              </h2>
              <p className="mt-2 text-muted">
                {live.team
                  ? teamCancelWarning(live.team, formatDate(live.trialEnd ?? live.currentPeriodEnd))
                  : `You keep full access until ${formatDate(live.trialEnd ?? live.currentPeriodEnd)}, then your account moves to Free Forever. Your progress, projects and credentials stay yours.`}
              </p>
              <details className="mt-4" open={reply?.intent === "cancel"}>
                <summary className="btn btn-outline cursor-pointer text-navy">Cancel at the end of the period</summary>
                <Form method="post" className="mt-4 flex max-w-md flex-col gap-4" {...formProps(cancelForm)}>
                  <input type="hidden" name="intent" value="cancel" />
                  <FormErrors form={cancelForm} />
                  <label className="flex flex-col gap-1.5 text-sm font-bold text-navy" htmlFor="cancel-reason">
                    Why are you leaving? (optional)
                  </label>
                  <select id="cancel-reason" name={cancelFields.reason.name} defaultValue="" className={inputClass}>
                    <option value="">Prefer not to say</option>
                    {CANCEL_REASONS.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <TextArea label="Anything we could do better? (optional)" field={cancelFields.comment} rows={3} />
                  <SubmitButton busyLabel="Canceling…">Confirm cancellation</SubmitButton>
                </Form>
              </details>
            </>
          )}
        </section>
      )}

      <p className="text-sm text-muted">
        Looking for receipts?{" "}
        <Link to={href("/dashboard/account/invoices")} className="font-bold text-navy underline">
          See your invoices
        </Link>
        .
      </p>
    </div>
  );
}
