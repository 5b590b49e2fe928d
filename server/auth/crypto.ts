import crypto from "node:crypto";

/** Secrets derived from the one auth secret, each for its own purpose. */
const derive = (secret: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync("sha256", secret, "maven-auth", purpose, 32));

/** A URL-safe random token (256 bits) for links and cookies. */
export const randomToken = () => crypto.randomBytes(32).toString("base64url");

/** A uniformly random 6-digit code. */
export const randomCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Backup codes: 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function randomBackupCode(): string {
  let out = "";
  for (let i = 0; i < 10; i += 1) out += BACKUP_ALPHABET[crypto.randomInt(0, BACKUP_ALPHABET.length)];
  return out;
}
export const formatBackupCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * Keyed hashes of codes and tokens: a stolen table does not give the codes back, and short codes
 * cannot be brute-forced offline without the secret.
 */
export function createHasher(secret: string) {
  const key = derive(secret, "code-hash");
  return (value: string) => crypto.createHmac("sha256", key).update(value).digest("base64url");
}

/**
 * Values signed for one purpose, `<value>.<mac>`: for a value a browser keeps and gives back (a claim
 * ticket) that is not secret itself, but that only this server may have handed out.
 */
export function createSigner(secret: string, purpose: string) {
  const key = derive(secret, purpose);
  const macOf = (value: string) => crypto.createHmac("sha256", key).update(value).digest("base64url");
  return {
    sign: (value: string) => `${value}.${macOf(value)}`,
    /** The value a signed string carries, or null when this secret and purpose did not sign it. */
    verify(signed: string | null | undefined): string | null {
      const at = signed ? signed.lastIndexOf(".") : -1;
      if (!signed || at <= 0) return null;
      const value = signed.slice(0, at);
      const given = Buffer.from(signed.slice(at + 1));
      const expected = Buffer.from(macOf(value));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
    },
  };
}

/** AES-256-GCM for secrets we must read back (TOTP seeds). Output: iv.tag.ciphertext, base64url. */
export function createCipher(secret: string) {
  const key = derive(secret, "mfa-secret");
  return {
    encrypt(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
    },
    decrypt(sealed: string): string {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !data) throw new Error("malformed sealed value");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
    },
  };
}
