import { describe, expect, it } from "vitest";
import { createNonceSource, NONCE_BYTES, policyWithNonce } from "./csp-nonce.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never the same twice across many refills", () => {
    const next = createNonceSource();
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const nonce = next();
      expect(Buffer.from(nonce, "base64")).toHaveLength(NONCE_BYTES);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5_000);
  });

  it("differ between two sources", () => {
    const a = createNonceSource();
    const b = createNonceSource();
    expect(a()).not.toBe(b());
  });

  it("go into every place the policy names its nonce", () => {
    const policy = policyWithNonce((n) => `script-src 'nonce-${n}'; style-src 'nonce-${n}'`);
    expect(policy("abc=")).toBe("script-src 'nonce-abc='; style-src 'nonce-abc='");
    expect(policy("xyz=")).toBe("script-src 'nonce-xyz='; style-src 'nonce-xyz='");
  });
});
