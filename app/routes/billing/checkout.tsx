import type { SubmissionResult } from "@conform-to/react";
import { CreditCard, Lock, Tag } from "lucide-react";
import { useMemo } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { FormError, FormErrors, formProps, inputClass } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { pagePathOf, redirectTo } from "~/app/lib/auth.server.ts";
import { getViewer, requireViewer } from "~/app/lib/viewer.server.ts";
import {
  checkoutSeatsFormSchema,
  CheckoutFormSchema,
  MAX_ONLINE_SEATS,
  MoveToTeamsFormSchema,
  TestModeCheckoutFormSchema,
} from "~/core/billing.ts";
import { formatMoney } from "~/core/money.ts";
import { formatDate } from "~/core/format.ts";
import { premiumTargetOf } from "~/core/premium-target.ts";
import { TestCardFields, type TestCardFieldMap } from "~/app/features/billing/test-card-fields.tsx";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Maven Analytics" },
  { name: "description", content: "Your order summary and payment for a Maven Analytics plan." },
  { name: "robots", content: "noindex" },
];

function choiceOf(url: URL) {
  return {
    plan: url.searchParams.get("plan") ?? "",
    // As typed: the service checks it with the seat form's schema and says what is wrong.
    seats: url.searchParams.get("seats")?.slice(0, 20) ?? undefined,
    code: url.searchParams.get("code")?.slice(0, 40) || undefined,
  };
}

/** The locked lesson, path or project a free learner came from, only if it is one of ours. */
function returnToOf(value: unknown): string {
  return premiumTargetOf(value)?.path ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const choice = choiceOf(url);
  const viewer = await getViewer(context);
  if (!choice.plan) throw redirect(href("/signup/pricing"));
  if (choice.plan === "free") throw redirect(viewer ? href("/dashboard") : href("/signup"));
  if (!viewer) {
    // The choice travels through sign-up (or log-in) and verification back to this page.
    const returnTo = pagePathOf(request);
    throw redirect(`${href("/signup")}?returnTo=${encodeURIComponent(returnTo)}`);
  }
  const preview = await orHttpError(getAppContext(context).services.billing.checkoutPreview(viewer, choice));
  return { ...preview, email: viewer.email, returnTo: returnToOf(url.searchParams.get("returnTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const viewer = await requireViewer(context, request);
  const formData = await readFormData(request);
  const testMode = services.billing.mode === "test";
  if (formData.get("intent") === "move-to-teams") {
    // A Pro subscriber's plan becomes Teams, paid with the card on file: no card fields.
    const move = parseForm(formData, MoveToTeamsFormSchema);
    if (move.status !== "success") return formInvalid(move);
    try {
      await services.billing.moveToTeams(viewer, move.value);
    } catch (error) {
      return formFailure(move, error, { extra: { idempotencyKey: services.billing.newIdempotencyKey() } });
    }
    return redirect(`${href("/dashboard/account/subscription")}?done=teams`);
  }
  const submission = parseForm(formData, testMode ? TestModeCheckoutFormSchema : CheckoutFormSchema);
  const hideFields = ["cardNumber", "cardCvc", "cardExpiry"];
  if (submission.status !== "success") return formInvalid(submission, { hideFields });
  try {
    const result = await services.billing.checkout(viewer, submission.value);
    if (result.kind === "redirect") return redirectTo(result.url);
    if (result.kind === "failed")
      // A refused card is the form's error; trying again is a new payment, with a new key.
      return data(
        {
          result: submission.reply({ formErrors: [result.message], hideFields }),
          idempotencyKey: services.billing.newIdempotencyKey(),
        },
        { status: 402 },
      );
    const order = await services.billing.order(viewer, result.orderId);
    // The confirmation offers the way back to what the buyer tried to open.
    const returnTo = returnToOf(submission.value.returnTo);
    const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : "";
    return redirect(
      `${order.newAccount ? href("/signup/confirm") : href("/checkout/thanks")}?order=${result.orderId}${back}`,
    );
  } catch (error) {
    return formFailure(submission, error, {
      hideFields,
      extra: { idempotencyKey: services.billing.newIdempotencyKey() },
    });
  }
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-line pt-3 font-bold text-navy" : ""}`}
    >
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className="text-right whitespace-nowrap">{value}</dd>
    </div>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    plan,
    seats,
    seatsInput,
    seatsError,
    quote,
    promotion,
    promotionCode,
    promotionError,
    blocked,
    moveToTeams,
    otherInterval,
    mode,
    returnTo,
  } = loaderData;
  const testMode = mode === "test";
  const schema = testMode ? TestModeCheckoutFormSchema : CheckoutFormSchema;
  const [form, fields] = useSchemaForm(schema, {
    lastResult: actionData?.result,
    defaultValue: { plan: plan.id, seats: String(seats ?? ""), promotionCode: promotion?.code ?? "" },
  });
  const seatsSchema = useMemo(() => checkoutSeatsFormSchema(plan.minSeats), [plan.minSeats]);
  const [seatsForm, seatsFields] = useSchemaForm(seatsSchema, { id: "seats" });
  // The browser's check while typing, else the server's for the count in the address.
  const seatsErrors = seatsFields.seats.errors ?? (seatsError ? [seatsError] : undefined);
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  // After a refused card the action hands out a new key: trying again is a new payment.
  const retryKey = actionData && "idempotencyKey" in actionData ? actionData.idempotencyKey : null;
  const idempotencyKey = typeof retryKey === "string" ? retryKey : loaderData.idempotencyKey;
  const money = (amount: number) => formatMoney(amount, plan.currency);
  const per = plan.interval === "year" ? "year" : "month";
  const trial = quote?.trialEnd ? new Date(quote.trialEnd) : null;
  const payLabel = !quote ? "Pay" : trial ? "Start free trial" : `Pay ${money(quote.dueToday)}`;
  const queryFor = (over: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    const values = {
      plan: plan.id,
      seats: plan.perSeat ? (seats ?? undefined) : undefined,
      code: promotion?.code,
      returnTo: returnTo || undefined,
      ...over,
    };
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== "") params.set(key, String(value));
    return `${href("/signup/checkout")}?${params}`;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
      <section
        aria-labelledby="summary-title"
        className="rounded-3xl border border-line bg-white p-6 shadow-xl shadow-navy/5 md:p-8"
      >
        {/* The sign-up funnel hides the site header: this is the way back to the plans. */}
        <div className="flex items-baseline justify-between gap-4">
          <p className="eyebrow">Order summary</p>
          <Link
            // The plans with this one chosen, keeping the way back to a locked item.
            to={`${href("/signup/pricing")}?plan=${plan.id}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ""}`}
            className="text-sm font-bold text-navy underline hover:no-underline"
          >
            Change plan
          </Link>
        </div>
        <h1 id="summary-title" className="mt-2 font-display text-3xl font-bold text-navy">
          {plan.name}
        </h1>
        <p className="mt-1 text-muted">
          {money(plan.unitAmount ?? 0)} {plan.perSeat ? "per seat " : ""}per {per}
          {otherInterval && (
            <>
              {" · "}
              <Link to={queryFor({ plan: otherInterval.id })} className="font-bold text-navy underline">
                Switch to {otherInterval.interval === "year" ? "annual" : "monthly"} billing
              </Link>
            </>
          )}
        </p>

        {plan.perSeat && (
          <Form method="get" className="mt-5" preventScrollReset {...formProps(seatsForm)}>
            <input type="hidden" name="plan" value={plan.id} />
            {promotion && <input type="hidden" name="code" value={promotion.code} />}
            {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
            <div className="flex items-end gap-3">
              <label htmlFor={seatsFields.seats.id} className="flex flex-col gap-1.5 text-sm font-bold text-navy">
                Seats
                <input
                  id={seatsFields.seats.id}
                  // A text field with a numeric keypad: a number field would hide 2.5 or -3 from the
                  // form instead of letting us say what is wrong with them.
                  type="text"
                  inputMode="numeric"
                  name={seatsFields.seats.name}
                  // The server's answer for a count in the address, kept as typed.
                  key={seatsInput}
                  defaultValue={seatsInput}
                  className={`${inputClass} w-28`}
                  aria-invalid={seatsErrors ? true : undefined}
                  aria-describedby={`${seatsErrors ? `${seatsFields.seats.errorId} ` : ""}seats-hint`}
                />
              </label>
              <button type="submit" className="btn btn-outline text-navy">
                Update
              </button>
            </div>
            <p id="seats-hint" className="mt-2 text-sm text-muted">
              From {plan.minSeats} to {MAX_ONLINE_SEATS} seats; you can add more later. For more than {MAX_ONLINE_SEATS}
              ,{" "}
              <Link to={href("/signup/enterprise")} className="font-bold text-navy underline">
                talk to sales
              </Link>
              .
            </p>
            {seatsErrors && (
              <p id={seatsFields.seats.errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
                {seatsErrors[0]}
              </p>
            )}
          </Form>
        )}

        {moveToTeams && moveToTeams.subtotal !== null && moveToTeams.dueToday !== null ? (
          <>
            <dl className="mt-6 space-y-3 border-t border-line pt-5">
              <Row label={`${seats} seats × ${money(plan.unitAmount ?? 0)}`} value={money(moveToTeams.subtotal)} />
              {moveToTeams.endsTrial ? (
                // Nothing was paid for the trial, so there is nothing to credit: it simply ends.
                <Row label={`Your ${moveToTeams.fromPlan} free trial`} value="Ends today" />
              ) : (
                <Row
                  label={`Credit for the unused time on ${moveToTeams.fromPlan}`}
                  value={`−${money(moveToTeams.credit)}`}
                />
              )}
              <Row label="Due today" value={money(moveToTeams.dueToday)} strong />
            </dl>
            <p className="mt-3 text-sm text-muted">
              {`Next payment: ${money(moveToTeams.subtotal)} on ${formatDate(moveToTeams.periodEnd)}, then every ${per} until you cancel.`}
            </p>
          </>
        ) : (
          quote && (
            <dl className="mt-6 space-y-3 border-t border-line pt-5">
              <Row
                label={plan.perSeat ? `${seats} seats × ${money(plan.unitAmount ?? 0)}` : `${plan.name}`}
                value={money(quote.subtotal)}
              />
              {promotion && (
                <Row
                  label={`Promotion ${promotion.code}${
                    promotion.duration === "forever"
                      ? " (every period)"
                      : trial
                        ? " (off the first payment, after the trial)"
                        : " (first period)"
                  }`}
                  value={`−${money(quote.discount)}`}
                />
              )}
              {trial && <Row label="Free trial" value={`7 days, until ${formatDate(trial)}`} />}
              <Row label="Due today" value={money(quote.dueToday)} strong />
            </dl>
          )
        )}
        {quote && !moveToTeams && (
          <p className="mt-3 text-sm text-muted">
            {trial
              ? `Then ${money(quote.nextAmount)} on ${formatDate(quote.nextChargeDate)}`
              : `Next payment: ${money(quote.nextAmount)} on ${formatDate(quote.nextChargeDate)}`}
            {`, then ${money(promotion?.duration === "forever" ? quote.nextAmount : quote.subtotal)} every ${per} until you cancel.`}
          </p>
        )}

        {!moveToTeams && (
          <Form method="get" className="mt-6 border-t border-line pt-5" preventScrollReset>
            <input type="hidden" name="plan" value={plan.id} />
            {plan.perSeat && seats !== null && <input type="hidden" name="seats" value={seats} />}
            {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
            <label htmlFor="promotion-code" className="flex items-center gap-2 text-sm font-bold text-navy">
              <Tag aria-hidden className="size-4" /> Promotion code
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id="promotion-code"
                name="code"
                defaultValue={promotionCode}
                maxLength={40}
                autoComplete="off"
                className={`${inputClass} min-w-0 flex-1 uppercase`}
                aria-invalid={promotionError ? true : undefined}
                aria-describedby={promotionError ? "promotion-error" : undefined}
              />
              <button type="submit" className="btn btn-outline text-navy">
                Apply
              </button>
            </div>
            {promotionError && (
              <p id="promotion-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
                {promotionError}
              </p>
            )}
            {promotion && (
              <p role="status" className="mt-2 text-sm font-semibold text-turquoise-deep">
                {promotion.code} applied.
              </p>
            )}
          </Form>
        )}
      </section>

      <section
        aria-labelledby="payment-title"
        className="rounded-3xl border border-line bg-white p-6 shadow-xl shadow-navy/5 md:p-8"
      >
        <h2 id="payment-title" className="flex items-center gap-2 font-display text-2xl font-bold text-navy">
          <CreditCard aria-hidden className="size-6 text-turquoise-deep" /> Payment
        </h2>
        <p className="mt-1 text-sm text-muted">Signed in as {loaderData.email}</p>

        {moveToTeams ? (
          <MoveToTeamsForm
            plan={plan.id}
            planName={plan.name}
            seats={seats}
            fromPlan={moveToTeams.fromPlan}
            endsTrial={moveToTeams.endsTrial}
            dueToday={moveToTeams.dueToday === null ? null : money(moveToTeams.dueToday)}
            idempotencyKey={idempotencyKey}
            lastResult={actionData?.result ?? null}
          />
        ) : blocked ? (
          <div className="mt-6 space-y-4">
            <FormError message={blocked} />
            <Link to={href("/dashboard/account/subscription")} className="btn btn-dark">
              Go to My Subscription
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-6 flex flex-col gap-4" {...formProps(form)}>
            <FormErrors form={form} />
            <input type="hidden" name={fields.plan.name} value={plan.id} />
            <input type="hidden" name={fields.seats.name} value={seats ?? ""} />
            <input type="hidden" name={fields.promotionCode.name} value={promotion?.code ?? ""} />
            <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
            <input type="hidden" name={fields.returnTo.name} value={returnTo} />
            {testMode ? (
              <TestCardFields fields={fields as unknown as TestCardFieldMap} />
            ) : (
              <p className="rounded-xl bg-mist p-4 text-sm">
                You will enter your card on Stripe&apos;s secure page and come straight back here. Your card number
                never reaches our servers.
              </p>
            )}
            <button type="submit" className="btn btn-primary w-full justify-center" disabled={paying || !quote}>
              <Lock aria-hidden className="size-4" />
              {paying ? "Processing…" : testMode ? payLabel : `Continue to secure payment`}
            </button>
            <p className="text-xs text-muted">
              {trial
                ? `You won't be charged today. Cancel before ${formatDate(trial)} from My Subscription and you won't be charged at all.`
                : "Your plan renews automatically. Cancel any time from My Subscription; you keep access until the end of the period you paid for."}{" "}
              By continuing you agree to our{" "}
              <Link to={href("/terms")} className="underline">
                Terms
              </Link>
              .
            </p>
          </Form>
        )}
      </section>
    </div>
  );
}

/** A Pro subscriber's way to Teams: the same subscription changes plan, paid with the card on file. */
function MoveToTeamsForm({
  plan,
  planName,
  seats,
  fromPlan,
  endsTrial,
  dueToday,
  idempotencyKey,
  lastResult,
}: {
  plan: string;
  planName: string;
  seats: number | null;
  fromPlan: string;
  endsTrial: boolean;
  dueToday: string | null;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(MoveToTeamsFormSchema, { id: "move-to-teams", lastResult });
  const moving = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-6 flex flex-col gap-4" {...formProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="move-to-teams" />
      <input type="hidden" name={fields.plan.name} value={plan} />
      <input type="hidden" name={fields.seats.name} value={seats ?? ""} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <p className="rounded-xl bg-mist p-4 text-sm">
        You have {fromPlan}
        {endsTrial ? " on a free trial" : ""}. Moving makes it {planName} today, paid with the card you gave for Pro:{" "}
        {endsTrial
          ? "the trial ends now and nothing was paid for it, so there is nothing to credit"
          : "the unused time on Pro is credited"}
        , and you keep premium access on one of the team&apos;s seats, so you don&apos;t need both plans.
      </p>
      <button type="submit" className="btn btn-primary w-full justify-center" disabled={moving || dueToday === null}>
        <Lock aria-hidden className="size-4" />
        {moving ? "Processing…" : dueToday === null ? "Move to Teams" : `Move to Teams and pay ${dueToday}`}
      </button>
      <p className="text-xs text-muted">
        Your plan renews automatically. Cancel any time from My Subscription; you keep access until the end of the
        period you paid for. By continuing you agree to our{" "}
        <Link to={href("/terms")} className="underline">
          Terms
        </Link>
        .
      </p>
    </Form>
  );
}
