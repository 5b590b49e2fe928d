import { Secret, TOTP } from "otpauth";

/** RFC 6238 TOTP as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are accepted, for clock drift. */
export const TOTP_WINDOW = 1;
const ISSUER = "Maven Analytics";

const totpOf = (secret: string, account = "") =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_STEP_S,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 as apps take it. */
export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

export const stepOf = (date: Date) => Math.floor(date.getTime() / 1000 / TOTP_STEP_S);

/** The code of one time step (tests and the step check). */
export const totpAt = (secret: string, step: number) =>
  totpOf(secret).generate({ timestamp: step * TOTP_STEP_S * 1000 });

/**
 * The time step a code belongs to, or null. Only steps after `lastUsedStep` count, so a code (or an
 * older one) that was already accepted is refused.
 */
export function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = stepOf(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

export function otpauthUrl({ secret, account }: { secret: string; account: string }): string {
  return totpOf(secret, account).toString();
}
