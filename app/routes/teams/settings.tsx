import { Armchair, Building2, ReceiptText } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, href, Link, redirect, useFetcher } from "react-router";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formFailure, formInvalid, orHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { formatDate } from "~/core/format.ts";
import { formatMoney } from "~/core/money.ts";
import { MAX_ONLINE_SEATS } from "~/core/billing.ts";
import { SeatsFormSchema, TEAM_NAME_MAX, TeamDetailsFormSchema } from "~/core/teams.ts";
import { readUploadForm } from "~/server/media/upload-form.ts";
import { IntentButton, TeamLogoForm } from "~/app/features/teams/team-logo-form.tsx";
import { runLogoIntent } from "~/app/features/teams/team-logo.server.ts";
import type { Route } from "./+types/settings";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Settings", url: href("/dashboard/team/settings") } };

const PAGE = href("/dashboard/team/settings");
/** How long the seat field waits for typing to pause before it asks for a new quote. */
const QUOTE_DEBOUNCE_MS = 250;

const NOTICES = {
  name: "Your team's name is saved.",
  logo: "Your logo is saved.",
  "logo-removed": "The logo is removed.",
  seats: "Your seat count is changed.",
  "seats-added": "Your seats are added. The charge for them is in Invoices.",
  "check-price": "Check the price for that number of seats, then confirm.",
} as const;
type Done = keyof typeof NOTICES;

/**
 * /dashboard/team/settings (issue 19, admins): the team's name and logo, and its seats. A card-billed
 * team changes seats here: `?seats=N` quotes N (what is charged now for added seats, prorated); the
 * form then pays with an idempotency key rendered into it, so a double submit charges once. An
 * invoiced (enterprise) team sees its contract instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const { teams, billing } = getAppContext(context).services;
  const url = new URL(request.url);
  const overview = await orHttpError(teams.overview(viewer));
  const asked = Number.parseInt(url.searchParams.get("seats") ?? "", 10);
  const requested = Number.isInteger(asked) && asked >= 1 && asked <= MAX_ONLINE_SEATS ? asked : overview.team.seats;
  // Admins only: the quote is the service call that checks it.
  const quote = await orHttpError(teams.seatQuote(viewer, requested));
  const done = url.searchParams.get("done");
  return {
    team: {
      name: overview.team.name,
      logoSrc: overview.team.logoSrc,
      billing: overview.team.billing,
      seats: overview.team.seats,
      contractEndsAt: overview.team.contractEndsAt,
    },
    seatsUsed: overview.seatsUsed,
    waiting: overview.waiting,
    buyer: overview.buyer,
    quote,
    quoted: url.searchParams.has("seats"),
    idempotencyKey: billing.newIdempotencyKey(),
    notice: done && done in NOTICES ? NOTICES[done as Done] : null,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Settings | My Team | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { teams } = getAppContext(context).services;
  // Limits are enforced while the body streams in (issue 6); only the logo form carries a file.
  const form = await readUploadForm(request, { fileField: "logo", maxFiles: 1 });
  const intent = String(form.fields.get("intent") ?? "");
  const back = (done: Done, seats?: number) =>
    redirect(`${PAGE}?${seats ? `seats=${seats}&` : ""}done=${done}${done.startsWith("seats") ? "#seats-title" : ""}`);

  if (intent === "name") {
    const submission = parseForm(form.fields, TeamDetailsFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    try {
      await teams.rename(viewer, submission.value);
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
    return back("name");
  }
  if (intent === "logo" || intent === "remove-logo") return runLogoIntent(teams, viewer, intent, form, back);
  if (intent === "quote" || intent === "seats") {
    const submission = parseForm(form.fields, SeatsFormSchema);
    if (submission.status !== "success") return formInvalid(submission, { extra: { intent } });
    const { seats } = submission.value;
    // Without JavaScript the price shown is for the last quoted number: a different number is quoted first.
    const quotedFor = Number(form.fields.get("quotedFor"));
    if (intent === "quote") return redirect(`${PAGE}?seats=${seats}#seats-title`);
    try {
      const current = await teams.seatQuote(viewer, seats);
      if (current.requested > current.current && quotedFor !== seats) return back("check-price", seats);
      const result = await teams.changeSeats(viewer, submission.value);
      if (!result.changed) return back("seats");
      return back(current.requested > current.current ? "seats-added" : "seats");
    } catch (error) {
      return formFailure(submission, error, { extra: { intent } });
    }
  }
  return data({ intent: null, message: "Unknown action." }, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Quote = LoaderData["quote"];
type Reply = Extract<NonNullable<Route.ComponentProps["actionData"]>, { result: unknown }>;

export default function TeamSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { team, notice } = loaderData;
  const reply = actionData && "result" in actionData ? actionData : null;
  const message = actionData && "message" in actionData ? actionData.message : null;
  const resultOf = (...intents: string[]) => (reply && intents.includes(reply.intent) ? reply.result : null);
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-3xl font-bold text-navy">Team settings</h1>
        <p className="mt-1 text-muted">Your team&apos;s name and logo, its seats and how it pays.</p>
      </header>
      {notice && !actionData ? <FormNotice>{notice}</FormNotice> : null}
      {message ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {message}
        </p>
      ) : null}
      <DetailsSection team={team} nameResult={resultOf("name")} logoResult={resultOf("logo", "remove-logo")} />
      {team.billing === "invoice" ? (
        <ContractSection seats={team.seats} endsAt={team.contractEndsAt} used={loaderData.seatsUsed} />
      ) : (
        <SeatsSection
          loaderData={loaderData}
          reply={reply?.intent === "quote" || reply?.intent === "seats" ? reply : null}
        />
      )}
    </div>
  );
}

function DetailsSection({
  team,
  nameResult,
  logoResult,
}: {
  team: LoaderData["team"];
  nameResult: Reply["result"] | null;
  logoResult: Reply["result"] | null;
}) {
  const [nameForm, nameFields] = useSchemaForm(TeamDetailsFormSchema, {
    id: "team-name",
    lastResult: nameResult,
    defaultValue: { name: team.name },
  });
  return (
    <section aria-labelledby="details-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="details-title" className="flex items-center gap-2 text-xl font-bold text-navy">
        <Building2 aria-hidden className="size-5 text-turquoise-deep" /> Name and logo
      </h2>
      <p className="mt-1 text-muted">They appear on invitations, the join link and your team&apos;s pages.</p>
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <Form method="post" action={PAGE} className="flex flex-col gap-4" {...formProps(nameForm)}>
          <input type="hidden" name="intent" value="name" />
          <FormErrors form={nameForm} />
          <Field
            label="Team name"
            field={nameFields.name}
            required
            maxLength={TEAM_NAME_MAX}
            autoComplete="organization"
            hint={`Your company or department, up to ${TEAM_NAME_MAX} characters.`}
          />
          <div>
            <IntentButton intent="name" busy="Saving…" className="btn btn-dark">
              Save name
            </IntentButton>
          </div>
        </Form>
        <TeamLogoForm team={team} action={PAGE} logoResult={logoResult} />
      </div>
    </section>
  );
}

function SeatsSection({ loaderData, reply }: { loaderData: LoaderData; reply: Reply | null }) {
  const { team, seatsUsed, waiting, idempotencyKey } = loaderData;
  const fetcher = useFetcher<typeof loader>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const [form, fields] = useSchemaForm(SeatsFormSchema, {
    id: "seats",
    lastResult: reply?.result ?? null,
    defaultValue: { seats: String(loaderData.quote.requested) },
  });
  // The live quote (with JavaScript) once it answers for the number in the field; else the page's.
  const quote = fetcher.data?.quote ?? loaderData.quote;
  const quoted = loaderData.quoted || fetcher.data !== undefined;
  const active = quote.perSeat !== null;
  const onSeatsInput = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_ONLINE_SEATS) return;
    timer.current = setTimeout(() => fetcher.load(`${PAGE}?seats=${n}`), QUOTE_DEBOUNCE_MS);
  };
  const added = quote.requested - quote.current;
  const payLabel =
    added > 0
      ? quote.trialing
        ? `Add ${added} ${added === 1 ? "seat" : "seats"}`
        : `Pay ${quote.dueNowLabel} and add ${added} ${added === 1 ? "seat" : "seats"}`
      : added < 0
        ? `Change to ${quote.requested} seats`
        : "Change seats";
  return (
    <section aria-labelledby="seats-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="seats-title" className="flex items-center gap-2 text-xl font-bold text-navy">
        <Armchair aria-hidden className="size-5 text-turquoise-deep" /> Seats and billing
      </h2>
      <p className="mt-1 text-ink">
        <strong className="text-navy">
          {seatsUsed} of {team.seats}
        </strong>{" "}
        seats used
        {waiting > 0 ? (
          <>
            {" · "}
            <Link to={href("/dashboard/team/members")} className="font-bold text-navy underline">
              {waiting} waiting for a seat
            </Link>
          </>
        ) : null}
        .
      </p>
      {!active ? (
        <p className="mt-4 rounded-xl bg-yellow/60 p-4 text-ink">
          Your team&apos;s plan isn&apos;t active, so its seats can&apos;t be changed.{" "}
          {loaderData.buyer?.isViewer === false ? (
            // Only the buyer's My Subscription holds this plan; another admin's has nothing to renew.
            `${loaderData.buyer.name} bought it: ask them to renew it from their My Subscription page.`
          ) : (
            <>
              <Link to={href("/dashboard/account/subscription")} className="font-bold text-navy underline">
                Renew it from My Subscription
              </Link>
              .
            </>
          )}
        </p>
      ) : (
        <Form method="post" action={PAGE} className="mt-5 flex max-w-2xl flex-col gap-4" {...formProps(form)}>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="quotedFor" value={quote.requested} />
          <FormErrors form={form} />
          <div className="sm:w-48">
            <Field
              label="Seats"
              field={fields.seats}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ONLINE_SEATS}
              required
              onInput={(event) => onSeatsInput(event.currentTarget.value)}
              hint={`${formatMoney(quote.perSeat!, quote.currency)} per seat per ${quote.interval}.`}
            />
          </div>
          <QuoteBox quote={quote} quoted={quoted} />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="quote" busy="Pricing…" className="btn btn-outline text-navy">
              See the price
            </IntentButton>
            <IntentButton intent="seats" busy="Working…" className="btn btn-primary">
              {payLabel}
            </IntentButton>
          </div>
        </Form>
      )}
      <div className="mt-6 flex flex-col gap-2 border-t border-line pt-4 text-sm text-muted">
        {loaderData.buyer?.isViewer === false ? (
          // Another admin's own My Subscription and Invoices hold nothing of this plan.
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <ReceiptText aria-hidden className="size-4 text-turquoise-deep" />
            {`The plan and its receipts are in ${loaderData.buyer.name}'s account, who bought it; seats you add are charged to their card.`}
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <ReceiptText aria-hidden className="size-4 text-turquoise-deep" />
            The plan and its receipts are in your account:
            <Link to={href("/dashboard/account/subscription")} className="font-bold text-navy underline">
              My Subscription
            </Link>
            <span aria-hidden>·</span>
            <Link to={href("/dashboard/account/invoices")} className="font-bold text-navy underline">
              Invoices
            </Link>
          </p>
        )}
        <p>
          To invite people or share the join link, go to the{" "}
          <Link to={href("/dashboard/team/invite")} className="font-bold text-navy underline">
            Invite page
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

/** What the number in the field costs: announced politely as it changes. */
function QuoteBox({ quote, quoted }: { quote: Quote; quoted: boolean }) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const added = quote.requested - quote.current;
  const renewal = quote.periodEnd ? formatDate(quote.periodEnd) : "your next renewal";
  const perPeriod = `${money((quote.perSeat ?? 0) * quote.requested)} per ${quote.interval}`;
  return (
    <div aria-live="polite" className="rounded-xl bg-mist p-4 text-ink" data-testid="seat-quote">
      {added === 0 ? (
        <p>
          {quoted
            ? `${quote.requested} seats is what you have now. Enter another number to see its price.`
            : "Enter the number of seats you want to see what it costs."}
        </p>
      ) : added > 0 ? (
        <>
          <p className="text-sm text-muted">
            {added} more {added === 1 ? "seat" : "seats"}
          </p>
          {quote.trialing ? (
            <p className="mt-1">
              Nothing to pay during your free trial. When it ends on {renewal}, you pay {perPeriod} for{" "}
              {quote.requested} seats.
            </p>
          ) : (
            <>
              <p className="mt-1 text-2xl font-bold text-navy">{quote.dueNowLabel} now</p>
              <p className="mt-1">
                Prorated for the rest of this period, until {renewal}. From then on: {perPeriod} for {quote.requested}{" "}
                seats.
              </p>
            </>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            {-added} fewer {added === -1 ? "seat" : "seats"}
          </p>
          <p className="mt-1">
            Fewer seats take effect now; your next renewal on {renewal} charges the new count: {perPeriod}. Nothing is
            refunded for this period.
          </p>
          {quote.requested < quote.used ? (
            <p className="mt-2 font-semibold text-red-800">
              {quote.used} members have seats: remove members before going below {quote.used} seats.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function ContractSection({ seats, endsAt, used }: { seats: number; endsAt: Date | null; used: number }) {
  return (
    <section aria-labelledby="seats-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="seats-title" className="flex items-center gap-2 text-xl font-bold text-navy">
        <Armchair aria-hidden className="size-5 text-turquoise-deep" /> Seats and billing
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-mist p-4">
          <dt className="text-sm text-muted">Seats in your contract</dt>
          <dd className="mt-1 font-bold text-navy">{seats}</dd>
        </div>
        <div className="rounded-xl bg-mist p-4">
          <dt className="text-sm text-muted">Seats used</dt>
          <dd className="mt-1 font-bold text-navy">{used}</dd>
        </div>
        <div className="rounded-xl bg-mist p-4">
          <dt className="text-sm text-muted">Contract ends</dt>
          <dd className="mt-1 font-bold text-navy">{endsAt ? formatDate(endsAt) : "Not set"}</dd>
        </div>
      </dl>
      <p className="mt-4 text-ink">
        Your team is invoiced by contract. To add seats or change the contract, contact your account manager (or{" "}
        <Link to={href("/contact")} className="font-bold text-navy underline">
          our team
        </Link>
        ).
      </p>
    </section>
  );
}
