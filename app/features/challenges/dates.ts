const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "December 14, 2026": challenge dates are calendar days in UTC, the same for every visitor. By hand,
 * not Intl.DateTimeFormat, whose creation is a long task on a phone while the page hydrates.
 */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Whole days left until `end` (at least 1 while it is still open), or 0 once closed. */
export function daysLeft(end: Date, now: Date): number {
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 86_400_000));
}
