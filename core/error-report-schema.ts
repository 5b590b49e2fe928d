import { z } from "zod";
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_URL_MAX_LENGTH,
  type ClientErrorReport,
} from "./error-reports.ts";

/** Kept apart from error-reports.ts so the browser bundle of the reporter carries no zod. */
export const ClientErrorReportSchema = z.strictObject({
  kind: z.enum(["error", "unhandledrejection", "render"]),
  message: z.string().trim().min(1, "A message is required.").max(CLIENT_ERROR_MESSAGE_MAX_LENGTH),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX_LENGTH).optional(),
  url: z.url().max(CLIENT_ERROR_URL_MAX_LENGTH),
  environment: z.string().max(64).optional(),
}) satisfies z.ZodType<ClientErrorReport>;
