import { ClientErrorReportSchema } from "~/core/error-report-schema.ts";
import { CLIENT_ERROR_RATE_LIMIT_PER_MINUTE, type ClientErrorReport } from "~/core/error-reports.ts";
import type { Logger } from "../../logger.ts";
import { parseInput } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";

const MINUTE_S = 60;

/**
 * Browser errors when no Sentry DSN is configured (spec sections 4 and 8): validated, limited per
 * client address, and logged with the signed-in user's id (docs/decisions/013-integrations.md).
 */
export function createClientErrorService({
  logger,
  limiter,
  ratePerMinute = CLIENT_ERROR_RATE_LIMIT_PER_MINUTE,
}: {
  logger: Logger;
  /** Shared by every app server (server/domain/rate-limit.ts). */
  limiter: Pick<RateLimiter, "enforce">;
  ratePerMinute?: number;
}) {
  return {
    /** Throws RateLimited (counted before parsing, so junk counts too) or BadInput; logs nothing then. */
    async report(
      viewer: Viewer | null,
      input: unknown,
      meta: { ip: string; userAgent: string | null },
    ): Promise<ClientErrorReport> {
      await limiter.enforce(
        "client-errors",
        meta.ip,
        ratePerMinute,
        MINUTE_S,
        "Too many error reports. Try again later.",
      );
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
