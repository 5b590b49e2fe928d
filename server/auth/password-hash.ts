import {
  hash as argon2Hash,
  parseOptions,
  verify as argon2Verify,
  type Algorithm,
  type Version,
} from "@node-rs/argon2";
import crypto from "node:crypto";

/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). Accounts created before
 * the switch carry better-auth's scrypt hashes (`salthex:keyhex`); those still verify, and `needsRehash`
 * says to replace them with argon2id after the next successful sign-in.
 */
export const ARGON2_MEMORY_COST_KIB = 19_456;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;
export const ARGON2_OUTPUT_LENGTH = 32;

// @node-rs/argon2 declares Algorithm and Version as ambient const enums, which TypeScript does not let us
// read under verbatimModuleSyntax (and the runtime objects are empty), so the values are spelled out here,
// typed by the package's enums: Algorithm.Argon2id = 2, Version.V0x13 (v=19) = 1.
export const ARGON2_ALGORITHM: Algorithm = 2;
export const ARGON2_VERSION: Version = 1;

const ARGON2_OPTIONS = {
  algorithm: ARGON2_ALGORITHM,
  version: ARGON2_VERSION,
  memoryCost: ARGON2_MEMORY_COST_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
  outputLen: ARGON2_OUTPUT_LENGTH,
};

/**
 * The legacy scrypt format of accounts made before argon2id: hex salt, colon, hex key (N=2^14, r=16,
 * p=1, 64 bytes, the salt's hex text as salt). Only verified, never written; a test checks it against
 * the library that wrote it.
 */
const SCRYPT_HASH = /^[0-9a-f]+:[0-9a-f]+$/i;
const LEGACY_SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

function verifyLegacyScrypt(hash: string, password: string): Promise<boolean> {
  const [salt, key] = hash.split(":") as [string, string];
  const { N, r, p, dkLen } = LEGACY_SCRYPT;
  return new Promise((resolve, reject) =>
    crypto.scrypt(normalize(password), salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 }, (error, derived) => {
      if (error) return reject(error);
      const expected = Buffer.from(key, "hex");
      resolve(expected.length === derived.length && crypto.timingSafeEqual(expected, derived));
    }),
  );
}

/** The same text typed on different devices can arrive in different Unicode forms . */
const normalize = (password: string) => password.normalize("NFKC");

/** A PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalize(password), ARGON2_OPTIONS);
}

/** True when the password matches an argon2 or legacy scrypt hash; false for anything else, malformed hashes included. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    if (hash.startsWith("$argon2")) return await argon2Verify(hash, normalize(password));
    if (SCRYPT_HASH.test(hash)) return await verifyLegacyScrypt(hash, password);
    return false;
  } catch {
    return false;
  }
}

/** True unless the hash is argon2id with the current parameters: rehash after the next successful sign-in. */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith("$argon2id$")) return true;
  try {
    const options = parseOptions(hash);
    return (
      options.algorithm !== ARGON2_ALGORITHM ||
      options.version !== ARGON2_VERSION ||
      options.memoryCost !== ARGON2_MEMORY_COST_KIB ||
      options.timeCost !== ARGON2_TIME_COST ||
      options.parallelism !== ARGON2_PARALLELISM ||
      options.outputLen !== ARGON2_OUTPUT_LENGTH
    );
  } catch {
    return true;
  }
}
