import crypto from "node:crypto";

/** Browsers remembered per device cookie; the oldest drops out (one cookie, a few accounts). */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 3;
/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const derive = (secret: string) => Buffer.from(crypto.hkdfSync("sha256", secret, "maven-auth", "device-cookie", 32));

/**
 * OWASP's device cookie: after a successful sign-in the browser gets `<nonce>.<mac>` per account,
 * the MAC binding the nonce to the address. A correct password from such a browser is not refused by
 * a lockout strangers caused; its own failures lock only that device. The address is not readable
 * from the cookie.
 */
export function createDeviceCookies(secret: string) {
  const key = derive(secret);
  const macOf = (email: string, nonce: string) =>
    crypto.createHmac("sha256", key).update(`${email.toLowerCase()}|${nonce}`).digest("base64url");
  const entriesOf = (value: string | null | undefined) =>
    (value ?? "")
      .split("~")
      .filter((entry) => /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/.test(entry))
      .slice(0, DEVICE_COOKIE_MAX_ACCOUNTS);

  return {
    /** The device nonce this cookie holds for `email`, or null when the browser is not known for it. */
    deviceFor(value: string | null | undefined, email: string): string | null {
      for (const entry of entriesOf(value)) {
        const [nonce, mac] = entry.split(".") as [string, string];
        const expected = Buffer.from(macOf(email, nonce));
        const given = Buffer.from(mac);
        if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return nonce;
      }
      return null;
    },

    /** The cookie value after a successful sign-in to `email`: that account first, others kept. */
    remember(value: string | null | undefined, email: string): string {
      const known = this.deviceFor(value, email);
      const nonce = known ?? crypto.randomBytes(18).toString("base64url");
      const entry = `${nonce}.${macOf(email, nonce)}`;
      const others = entriesOf(value).filter((e) => !e.startsWith(`${nonce}.`));
      return [entry, ...others].slice(0, DEVICE_COOKIE_MAX_ACCOUNTS).join("~");
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
