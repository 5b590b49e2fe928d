import { Cookie } from "lucide-react";
import { useEffect } from "react";
import { data, href, Link, redirect, useFetcher, useLocation } from "react-router";
import { serializeConsentCookie } from "~/core/consent.ts";
import { ConsentSchema } from "~/core/consent-form.ts";
import { safeReturnTo } from "~/core/safe-redirect.ts";
import { withoutParam } from "~/core/urls.ts";
import { submitForData, useHydrated } from "~/app/components/use-hydrated.ts";
import type { Route } from "./+types/set-cookie-consent";

export const CONSENT_TEXT =
  "We use cookies to enhance your experience, analyze site traffic and deliver personalized content";
export const COOKIE_SETTINGS_PARAM = "cookie-settings";

/** POST consent=necessary|all (spec section 7). With JS it answers data; without, it redirects back. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405 });
  const form = await request.formData().catch(() => null);
  const parsed = ConsentSchema.safeParse(form?.get("consent"));
  if (!parsed.success) {
    return data({ ok: false as const, error: parsed.error.issues[0]?.message ?? "Invalid consent." }, { status: 400 });
  }
  const cookie = serializeConsentCookie(parsed.data, { secure: new URL(request.url).protocol === "https:" });
  const headers = { "Set-Cookie": cookie, "Cache-Control": "no-store" };
  if (form?.get("response") === "redirect") {
    const back = withoutParam(safeReturnTo(form.get("returnTo")), COOKIE_SETTINGS_PARAM);
    return redirect(back, { headers });
  }
  return data({ ok: true as const, consent: parsed.data }, { headers });
}

export function loader() {
  throw data({ error: "Not found" }, { status: 404 });
}

/** The cookie box, fixed at the bottom-left until consent is stored (spec sections 2, 4, 9). */
export function ConsentBox({ onChosen }: { onChosen?: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const hydrated = useHydrated();
  const chosen = fetcher.data?.ok === true;
  useEffect(() => {
    if (chosen) onChosen?.();
  }, [chosen, onChosen]);
  // Hide at once while the choice is on its way; it stays hidden because the root loader revalidates.
  if (fetcher.formData || chosen) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed bottom-4 left-4 z-40 w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-white p-5 shadow-2xl shadow-navy/20"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden className="mt-0.5 size-6 shrink-0 text-turquoise-deep" />
        <p className="text-sm leading-relaxed text-ink">
          {CONSENT_TEXT}. Read our{" "}
          <Link to={href("/privacy-policy")} className="font-bold text-turquoise-deep underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
      <fetcher.Form
        onSubmit={submitForData}
        method="post"
        action={href("/api/set-cookie-consent")}
        className="mt-4 flex gap-2"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="response" value={hydrated ? "data" : "redirect"} />
        <button type="submit" name="consent" value="necessary" className="btn btn-outline flex-1 text-sm text-navy">
          Only Necessary
        </button>
        <button type="submit" name="consent" value="all" className="btn btn-primary flex-1 text-sm">
          Accept All
        </button>
      </fetcher.Form>
    </section>
  );
}
