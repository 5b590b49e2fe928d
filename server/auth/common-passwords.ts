import { COMMON_PASSWORDS } from "./common-passwords.data.ts";

/**
 * The 10,000 most common passwords (server/auth/COMMON-PASSWORDS-SOURCE.md), refused on sign-up, reset
 * and change. The list is a module rather than a file read at run time so it survives bundling into
 * build/server/; the Set is built on first use.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split("\n").filter((line) => line !== ""));
  return commonPasswords;
}

/** Case-insensitive: "Password" and "PASSWORD" are as common as "password". */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}
