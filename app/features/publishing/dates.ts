/** "November 18, 2026": article dates, the same on the server and in the browser (UTC). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
