/** Figures of the sign-in issue (ASVS 5.0 chapters 6 and 7), named so tests and docs use the same values. */

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
export const DAY_S = 24 * HOUR_S;

/** The session cookie and row: the "refresh" lifetime; each refresh slides it forward. */
export const SESSION_TTL_S = 30 * DAY_S;
export const SESSION_UPDATE_AGE_S = DAY_S;
/** The access token's lifetime: the client refreshes the session when it runs out. */
export const ACCESS_TOKEN_TTL_S = HOUR_S;
/** Between two e-mail address change codes; a code is valid this long. */
export const EMAIL_CHANGE_TTL_S = HOUR_S;

export const EMAIL_VERIFICATION_TTL_S = DAY_S;
export const PASSWORD_RESET_TTL_S = HOUR_S;
export const SMS_CODE_TTL_S = 3 * MINUTE_S;
/** A password sign-in waits this long for its second factor. */
export const MFA_CHALLENGE_TTL_S = 10 * MINUTE_S;
/** Wrong codes allowed against one code or challenge before it is spent. */
export const MAX_CODE_ATTEMPTS = 5;
export const BACKUP_CODE_COUNT = 10;
/** Between two verification mails or texts to the same account. */
export const RESEND_COOLDOWN_S = 60;

/** Per-account lockout: after this many failures in a row, waits double from 1 s up to 15 minutes. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_S = 1;
export const LOCKOUT_MAX_S = 15 * MINUTE_S;

/** Lockout wait after `failures` consecutive failures (0 below the threshold). */
export function lockoutSeconds(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  const doublings = failures - LOCKOUT_THRESHOLD;
  // 2^10 s is already above the cap; avoid huge exponents.
  return Math.min(LOCKOUT_MAX_S, LOCKOUT_BASE_S * 2 ** Math.min(doublings, 20));
}

export type ThrottledAction = "sign-in" | "sign-up" | "new-account" | "reset" | "code" | "resend";

/**
 * Per-IP limits: at most `limit` counted requests per `windowS` seconds. Sign-in, sign-up and code
 * checks count failures only, so an office behind one address is not locked out by its own
 * successful sign-ins (the limits that matter are per account); `new-account` bounds how many
 * accounts one address can create (every valid sign-up counts, for an existing address too, so the
 * cap does not tell addresses apart), `reset` and `resend` count every mail asked for.
 */
export const IP_LIMITS: Record<ThrottledAction, { limit: number; windowS: number }> = {
  "sign-in": { limit: 30, windowS: 15 * MINUTE_S },
  "sign-up": { limit: 10, windowS: HOUR_S },
  "new-account": { limit: 100, windowS: HOUR_S },
  reset: { limit: 10, windowS: HOUR_S },
  code: { limit: 30, windowS: 15 * MINUTE_S },
  resend: { limit: 10, windowS: HOUR_S },
};

/** A wait in words for messages: "1 second", "8 seconds", "2 minutes". */
export function describeWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 second" : `${s} seconds`;
  const m = Math.ceil(s / 60);
  return m === 1 ? "1 minute" : `${m} minutes`;
}
