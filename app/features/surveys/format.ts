import { formatDate } from "~/core/format.ts";

/** "11/26/2026, 13:56 UTC": the spec's date format with a time, in UTC as the server knows no time zone. */
export const formatUtcDateTime = (d: Date) => `${formatDate(d)}, ${d.toISOString().slice(11, 16)} UTC`;
