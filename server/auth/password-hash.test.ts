import { hashPassword as betterAuthHashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted", async () => {
    const hash = await hashPassword("Tr0ub4dor&3x");
    expect(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(await hashPassword("Tr0ub4dor&3x")).not.toBe(hash);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Tr0ub4dor&3x");
    expect(await verifyPassword({ hash, password: "Tr0ub4dor&3x" })).toBe(true);
    expect(await verifyPassword({ hash, password: "tr0ub4dor&3x" })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("verifies the same text in another Unicode form", async () => {
    const hash = await hashPassword("Caf\u00e9-Cr\u00e8me1");
    expect(await verifyPassword({ hash, password: "Cafe\u0301-Cre\u0300me1" })).toBe(true);
  });

  it("verifies better-auth's scrypt hashes from before the switch", async () => {
    const legacy = await betterAuthHashPassword("Tr0ub4dor&3x");
    expect(legacy).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await verifyPassword({ hash: legacy, password: "Tr0ub4dor&3x" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "wrong" })).toBe(false);
  });

  it("returns false for malformed hashes instead of throwing", async () => {
    for (const hash of ["", "garbage", "$argon2id$v=19$m=19456,t=2,p=1$nope", "$argon2id$", ":", "abc:", "zz:zz"]) {
      expect(await verifyPassword({ hash, password: "Tr0ub4dor&3x" })).toBe(false);
    }
  });

  it("asks for a rehash unless the hash is argon2id with the current parameters", async () => {
    expect(needsRehash(await hashPassword("Tr0ub4dor&3x"))).toBe(false);
    expect(needsRehash(await betterAuthHashPassword("Tr0ub4dor&3x"))).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
    expect(
      needsRehash("$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$ZGlnZXN0ZGlnZXN0ZGlnZXN0ZGlnZXN0ZGlnZXN0MTI"),
    ).toBe(true);
    expect(
      needsRehash("$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$ZGlnZXN0ZGlnZXN0ZGlnZXN0ZGlnZXN0ZGlnZXN0MTI"),
    ).toBe(true);
  });
});
