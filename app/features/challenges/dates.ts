/** Whole days left until `end` (at least 1 while it is still open), or 0 once closed. */
export function daysLeft(end: Date, now: Date): number {
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 86_400_000));
}
