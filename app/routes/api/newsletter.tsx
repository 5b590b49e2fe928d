import { Loader2, Mail } from "lucide-react";
import { useId } from "react";
import { data, href, redirect, useFetcher, useLocation, useSearchParams } from "react-router";
import { EMAIL_MAX_LENGTH, NEWSLETTER_HINT, NEWSLETTER_SUCCESS_MESSAGE } from "~/core/newsletter-copy.ts";
import { safeReturnTo } from "~/core/safe-redirect.ts";
import { getAppContext } from "~/app/context.ts";
import { submitForData, useHydrated } from "~/app/components/use-hydrated.ts";
import { headersOf, statusOf } from "~/app/lib/http.server.ts";
import { DomainError, RateLimited } from "~/server/domain/errors.ts";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_S } from "~/server/db-errors.ts";
import type { Route } from "./+types/newsletter";

const NO_JS_RESULT_PARAM = "newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, logger } = getAppContext(context);
  const form = await request.formData().catch(() => null);
  const wantsRedirect = form?.get("response") === "redirect";
  const back = (result: string) => {
    const url = new URL(safeReturnTo(form?.get("returnTo")), "http://same.site");
    url.searchParams.set(NO_JS_RESULT_PARAM, result);
    url.hash = "newsletter";
    return redirect(`${url.pathname}${url.search}${url.hash}`);
  };
  try {
    await services.newsletter.subscribe(
      { email: form?.get("email") ?? undefined, company: form?.get("company") ?? undefined },
      { ip: clientIp },
    );
    return wantsRedirect ? back("subscribed") : data({ ok: true as const });
  } catch (error) {
    if (error instanceof DomainError) {
      if (wantsRedirect) return back(error instanceof RateLimited ? "limited" : "invalid");
      return data({ ok: false as const, error: error.message }, { status: statusOf(error), headers: headersOf(error) });
    }
    logger.warn({ err: error }, "newsletter sign-up failed");
    if (wantsRedirect) return back("failed");
    // Our database down is an outage like any other (503, decision 022); a failed webhook is 502.
    const outage = isDatabaseUnavailable(error);
    return data(
      { ok: false as const, error: "We could not subscribe you right now." },
      outage ? { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_S) } } : { status: 502 },
    );
  }
}

export function loader() {
  throw data({ error: "Not found" }, { status: 404 });
}

const NO_JS_MESSAGES: Record<string, string> = {
  subscribed: NEWSLETTER_SUCCESS_MESSAGE,
  invalid: "Enter a valid email address, like name@example.com.",
  limited: "Too many sign-ups from this address. Try again later.",
};

/**
 * Footer newsletter (spec section 4): idle → subscribing (disabled) → "You have been subscribed!";
 * a failure returns silently to idle.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const subscribing = fetcher.state !== "idle";
  const subscribed = fetcher.data?.ok === true;
  const noJsResult = searchParams.get(NO_JS_RESULT_PARAM);
  const message = subscribed
    ? NEWSLETTER_SUCCESS_MESSAGE
    : !hydrated && noJsResult
      ? NO_JS_MESSAGES[noJsResult]
      : undefined;
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <div className="rounded-2xl bg-navy-800 p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold">
        <Mail aria-hidden className="size-5 text-turquoise" /> Get data tips in your inbox
      </h2>
      <fetcher.Form onSubmit={submitForData} method="post" action={href("/api/newsletter")} className="mt-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="response" value={hydrated ? "data" : "redirect"} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Company
            <input type="text" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            type="email"
            name="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            placeholder="Your email address"
            aria-describedby={hintId}
            disabled={subscribing || subscribed}
            className="min-h-11 flex-1 rounded-full border border-white/25 bg-white px-5 text-ink placeholder:text-muted disabled:opacity-70"
          />
          <button type="submit" disabled={subscribing || subscribed} className="btn btn-primary min-h-11">
            {subscribing && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {subscribing ? "Subscribing" : "Subscribe"}
          </button>
        </div>
        <p
          id={hintId}
          role="status"
          className={`mt-3 text-sm ${message ? "font-bold text-turquoise" : "text-white/75"}`}
        >
          {message ?? NEWSLETTER_HINT}
        </p>
      </fetcher.Form>
    </div>
  );
}
