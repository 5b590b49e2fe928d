import path from "node:path";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { readConsentCookie } from "~/core/consent.ts";
import { marketingLandingFromUrl, serializeMarketingCookie } from "~/core/marketing.ts";
import type { Env } from "~/server/env.ts";
import type { Logger } from "~/server/logger.ts";
import type { Services } from "~/server/services.ts";

/**
 * Starts a marketing session when a visitor lands on a page with UTM parameters or a referral
 * code (spec sections 3 and 7): the landing is stored and its id kept in a first-party cookie.
 * Not for crawlers, not for data requests or files, and not once the visitor chose "Only
 * Necessary" cookies (decision 012). A failure only loses the attribution, never the page.
 */
export async function recordMarketingLanding(
  req: ExpressRequest,
  res: ExpressResponse,
  deps: { services: Services; env: Env; logger: Logger; clientIp: string },
): Promise<void> {
  if (path.extname(req.path) !== "" || !(req.get("accept") ?? "").includes("text/html")) return;
  if (isbot(req.get("user-agent") ?? "")) return;
  if (readConsentCookie(req.get("cookie")) === "necessary") return;
  const url = new URL(req.originalUrl, deps.env.siteUrl);
  const landing = marketingLandingFromUrl(url, req.get("referer") ?? null);
  if (!landing) return;
  try {
    const sessionId = await deps.services.marketing.startSession(landing, { ip: deps.clientIp });
    if (sessionId) res.append("Set-Cookie", serializeMarketingCookie(sessionId, { secure: deps.env.secureCookies }));
  } catch (error) {
    deps.logger.warn({ err: error }, "marketing session could not be recorded");
  }
}
