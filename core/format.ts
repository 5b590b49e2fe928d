/**
 * Display formats from the spec: file size units Bytes to YB, base 1000, size multiplied by 1000
 * first; numbers with thousands commas; dates as MM/dd/yyyy.
 */

export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/**
 * en-US digits with thousands commas and at most 2 decimals, rounded half away from zero; no minus
 * sign on a value that rounds to zero. Like ICU, it rounds the number's shortest decimal form (1.005
 * gives "1.01"), so the output equals `Intl.NumberFormat("en-US", { maximumFractionDigits: 2,
 * signDisplay: "negative" })`, which a test checks. Written by hand because creating that formatter
 * costs ~70 ms of a phone's main thread while the page hydrates.
 */
function formatDecimal(n: number): string {
  const [mantissa = "0", exponent = "0"] = String(Math.abs(n)).split("e");
  const [intPart = "0", fracPart = ""] = mantissa.split(".");
  const digits = intPart + fracPart;
  const point = intPart.length + Number(exponent);
  let whole = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  let fraction = point <= 0 ? "0".repeat(-point) + digits : digits.slice(point);
  if (fraction.length > 2) {
    const roundUp = fraction.charCodeAt(2) >= 53; // "5"
    fraction = fraction.slice(0, 2);
    if (roundUp) {
      const bumped = String(BigInt(whole + fraction) + 1n).padStart(3, "0");
      whole = bumped.slice(0, -2);
      fraction = bumped.slice(-2);
    }
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  fraction = fraction.replace(/0+$/, "");
  const sign = n < 0 && (whole !== "0" || fraction !== "") ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/**
 * A stored file size (kilobytes) for display: multiplied by 1000, then in the largest unit (base 1000)
 * that keeps the value at least 1, with up to 2 decimals ("1.5 MB", "999 Bytes", "0 Bytes").
 * "" for a missing, non-finite or negative size.
 */
export function formatFileSize(storedSize: number | null | undefined): string {
  if (typeof storedSize !== "number" || !Number.isFinite(storedSize) || storedSize < 0) return "";
  let value = storedSize * 1000;
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && value >= 1000) {
    value /= 1000;
    unit++;
  }
  // 999.999 KB rounds to 1000 KB: show it as 1 MB instead.
  if (unit < FILE_SIZE_UNITS.length - 1 && Math.round(value * 100) / 100 >= 1000) {
    value /= 1000;
    unit++;
  }
  return `${formatDecimal(value)} ${FILE_SIZE_UNITS[unit]}`;
}

/** en-US thousands commas, up to 2 decimals ("1,234,567", "1,234.57"); "" for a missing or non-finite number. */
export function formatNumber(n: number | null | undefined): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  return formatDecimal(n);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as MM/dd/yyyy. A date-only ISO string ("2024-02-06") is a calendar date and is shown as is,
 * whatever the time zone; a Date or a date-time string is shown in local time. "" for invalid input.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (typeof value === "string") {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, y, m, d] = match.map(Number) as [number, number, number, number];
      return isCalendarDate(y, m, d) ? `${pad(m)}/${pad(d)}/${String(y).padStart(4, "0")}` : "";
    }
    if (value.trim() === "") return "";
    return formatDate(new Date(value));
  }
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return "";
  const year = value.getFullYear();
  if (year < 0 || year > 9999) return "";
  return `${pad(value.getMonth() + 1)}/${pad(value.getDate())}/${String(year).padStart(4, "0")}`;
}

/**
 * formatDate of the UTC calendar day: for dates that are the same day for every visitor and on the
 * server and in the browser (a post's publication, a challenge's opening and closing).
 */
export function formatUtcDate(value: string | Date | null | undefined): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return "";
  return formatDate(date.toISOString().slice(0, 10));
}

/**
 * "11/26/2026, 13:56 UTC": the date format with a time, both in UTC, so that the server's and the
 * browser's time zones cannot make the day and the hour disagree. "" for invalid input.
 */
export function formatUtcDateTime(value: string | Date | null | undefined): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return "";
  const day = formatUtcDate(date);
  return day && `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

/** Whether year, month (1–12) and day form a real date in the proleptic Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The start (00:00 UTC) of a calendar day written `YYYY-MM-DD`, or null when it is not a real day. */
export function parseUtcDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(y, m, d) ? new Date(Date.UTC(y, m - 1, d)) : null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A clip's length as a player shows it: "0:44", "12:05", "1:02:03"; "" for a missing or negative length. */
export function formatClipLength(seconds: number | null | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return "";
  // Whole seconds shown, as the browser's own player does (44.6 s is 0:44 there too).
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
