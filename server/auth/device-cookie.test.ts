import { describe, expect, it } from "vitest";
import { createDeviceCookies, DEVICE_COOKIE_MAX_ACCOUNTS, DEVICE_COOKIE_MAX_AGE_S } from "./device-cookie.ts";

const SECRET = "device-cookie-test-secret-0123456789-abcdef";
const ENTRY = /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/;

describe("device cookie", () => {
  const devices = createDeviceCookies(SECRET);

  it("gives a browser that signed in a `<nonce>.<mac>` entry that names it for that address only", () => {
    const value = devices.remember(null, "ada@example.com");
    expect(value).toMatch(ENTRY);
    expect(value).not.toContain("ada");
    const nonce = value.split(".")[0];
    expect(devices.deviceFor(value, "ada@example.com")).toBe(nonce);
    expect(devices.deviceFor(value, "ADA@Example.com")).toBe(nonce);
    expect(devices.deviceFor(value, "eve@example.com")).toBeNull();
  });

  it("makes a new nonce for each new browser", () => {
    expect(devices.remember(undefined, "ada@example.com")).not.toBe(devices.remember("", "ada@example.com"));
  });

  it("keeps the same nonce when the known browser signs in again", () => {
    const value = devices.remember(null, "ada@example.com");
    expect(devices.remember(value, "ada@example.com")).toBe(value);
  });

  it("does not accept a cookie made with another secret", () => {
    const forged = createDeviceCookies("another-secret-0123456789-abcdefghijklmn").remember(null, "ada@example.com");
    expect(devices.deviceFor(forged, "ada@example.com")).toBeNull();
  });

  it("does not accept a tampered nonce or MAC, or a moved MAC", () => {
    const value = devices.remember(null, "ada@example.com");
    const [nonce, mac] = value.split(".") as [string, string];
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === "A" ? "B" : "A"}${s.slice(i + 1)}`;
    const other = devices.remember(null, "ada@example.com");
    for (const tampered of [
      `${flip(nonce, 0)}.${mac}`,
      `${nonce}.${flip(mac, 0)}`,
      `${nonce}.${flip(mac, 42)}`,
      `${other.split(".")[0]}.${mac}`,
      `${nonce}.${mac}x`,
      `${nonce}.`,
      nonce,
      "",
      "~",
    ]) {
      expect(devices.deviceFor(tampered, "ada@example.com")).toBeNull();
    }
  });

  it(`remembers up to ${DEVICE_COOKIE_MAX_ACCOUNTS} addresses, the latest first; the oldest drops out`, () => {
    const emails = Array.from({ length: DEVICE_COOKIE_MAX_ACCOUNTS + 1 }, (_, i) => `user${i}@example.com`);
    let value: string | null = null;
    for (const email of emails) value = devices.remember(value, email);
    const entries = value!.split("~");
    expect(entries).toHaveLength(DEVICE_COOKIE_MAX_ACCOUNTS);
    for (const entry of entries) expect(entry).toMatch(ENTRY);
    expect(devices.deviceFor(value, emails[0]!)).toBeNull();
    for (const email of emails.slice(1)) expect(devices.deviceFor(value, email)).not.toBeNull();
    expect(devices.deviceFor(entries[0]!, emails.at(-1)!)).not.toBeNull();

    // Signing in again moves that address to the front without losing the others.
    const again = devices.remember(value, emails[1]!);
    expect(again.split("~")[0]).toBe(entries.find((e) => devices.deviceFor(e, emails[1]!)));
    for (const email of emails.slice(1)) expect(devices.deviceFor(again, email)).not.toBeNull();
  });

  it("ignores junk entries in the cookie", () => {
    const value = devices.remember(null, "ada@example.com");
    expect(devices.deviceFor(`junk~${value}~<script>`, "ada@example.com")).toBe(value.split(".")[0]);
    const cleaned = devices.remember(`junk~${value}`, "eve@example.com");
    expect(cleaned).not.toContain("junk");
  });

  it("lasts a year after the last sign-in", () => {
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });
});
