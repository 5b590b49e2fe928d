import { ClientErrorReportSchema } from "~/core/error-report-schema.ts";
import { CLIENT_ERROR_RATE_LIMIT_PER_MINUTE, type ClientErrorReport } from "~/core/error-reports.ts";
import { RateLimiter } from "~/core/rate-limit.ts";
import type { Logger } from "../../logger.ts";
import { parseInput, RateLimited } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

const MINUTE_MS = 60_000;

/**
 * Browser errors when no Sentry DSN is configured (spec sections 4 and 8): validated, limited per
 * client address, and logged with the signed-in user's id (docs/decisions/013-integrations.md).
 */
export function createClientErrorService({
  logger,
  ratePerMinute = CLIENT_ERROR_RATE_LIMIT_PER_MINUTE,
  now,
}: {
  logger: Logger;
  ratePerMinute?: number;
  now?: () => number;
}) {
  const limiter = new RateLimiter(ratePerMinute, MINUTE_MS, now);
  return {
    /** Throws RateLimited (counted before parsing, so junk counts too) or BadInput; logs nothing then. */
    report(viewer: Viewer | null, input: unknown, meta: { ip: string; userAgent: string | null }): ClientErrorReport {
      const retryAfter = limiter.hit(meta.ip);
      if (retryAfter > 0) throw new RateLimited("Too many error reports. Try again later.", retryAfter);
      const report = parseInput(ClientErrorReportSchema, input, "The error report is not valid.");
      logger.warn(
        {
          clientError: report,
          userId: viewer?.userId,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 300),
        },
        "browser error",
      );
      return report;
    },
  };
}

export type ClientErrorService = ReturnType<typeof createClientErrorService>;
