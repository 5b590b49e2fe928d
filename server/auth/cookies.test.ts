import { describe, expect, it } from "vitest";
import {
  authCookieNames,
  challengeSetCookie,
  deviceSetCookie,
  expireCookie,
  readCookie,
  serializeCookie,
  sessionSetCookie,
} from "./cookies.ts";

const attributes = (setCookie: string) => setCookie.split(/;\s*/).slice(1);

describe("serializeCookie", () => {
  it("is always HttpOnly, SameSite=Lax and on the whole site", () => {
    const cookie = serializeCookie("maven.session_token", "abc", { secure: false });
    expect(cookie.startsWith("maven.session_token=abc;")).toBe(true);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(cookie).not.toMatch(/Secure/);
  });

  it("adds Secure when asked", () => {
    expect(attributes(serializeCookie("a", "b", { secure: true }))).toContain("Secure");
  });

  it("is a browser-session cookie without a max age", () => {
    expect(serializeCookie("a", "b", { secure: true })).not.toMatch(/Max-Age|Expires/i);
  });

  it("sets Max-Age in whole seconds, never negative", () => {
    expect(attributes(serializeCookie("a", "b", { secure: false, maxAgeSeconds: 2592000 }))).toContain(
      "Max-Age=2592000",
    );
    expect(attributes(serializeCookie("a", "b", { secure: false, maxAgeSeconds: 59.9 }))).toContain("Max-Age=59");
    expect(attributes(serializeCookie("a", "b", { secure: false, maxAgeSeconds: -5 }))).toContain("Max-Age=0");
  });

  it("encodes values that a cookie cannot carry as they are", () => {
    expect(serializeCookie("a", "x y;z", { secure: false })).toMatch(/^a=x%20y%3Bz;/);
  });

  it("expires a cookie with Max-Age=0 and an empty value", () => {
    const cookie = expireCookie("maven.session_token", true);
    expect(cookie.startsWith("maven.session_token=;")).toBe(true);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["Max-Age=0", "HttpOnly", "SameSite=Lax", "Secure"]));
  });
});

describe("auth cookies", () => {
  it("take the __Secure- prefix over https", () => {
    expect(authCookieNames(false)).toEqual({
      session: "maven.session_token",
      mfaChallenge: "maven.mfa_challenge",
      device: "maven.device",
      googleFlow: "maven.google_flow",
    });
    for (const name of Object.values(authCookieNames(true))) expect(name).toMatch(/^__Secure-maven\./);
  });

  it("carry the session for its lifetime, or for the browser session", () => {
    const persistent = sessionSetCookie({ token: "tok", cookieMaxAgeS: 100 }, true);
    expect(persistent.startsWith("__Secure-maven.session_token=tok;")).toBe(true);
    expect(attributes(persistent)).toEqual(
      expect.arrayContaining(["Max-Age=100", "HttpOnly", "SameSite=Lax", "Secure"]),
    );
    expect(sessionSetCookie({ token: "tok", cookieMaxAgeS: null }, false)).not.toMatch(/Max-Age|Expires/i);
  });

  it("carry the challenge and the device cookie with their max ages", () => {
    expect(attributes(challengeSetCookie("c", 600, false))).toContain("Max-Age=600");
    expect(challengeSetCookie("c", 600, false).startsWith("maven.mfa_challenge=c;")).toBe(true);
    const device = deviceSetCookie("n.m~o.p", 31536000, true);
    expect(device.startsWith("__Secure-maven.device=n.m~o.p;")).toBe(true);
    expect(attributes(device)).toEqual(
      expect.arrayContaining(["Max-Age=31536000", "HttpOnly", "SameSite=Lax", "Secure"]),
    );
  });
});

describe("readCookie", () => {
  it("reads one cookie of a header", () => {
    expect(readCookie("a=1; maven.session_token=tok; b=2", "maven.session_token")).toBe("tok");
  });

  it("takes the first of duplicates (the most specific path comes first)", () => {
    expect(readCookie("maven.session_token=first; maven.session_token=second", "maven.session_token")).toBe("first");
  });

  it("answers null without a header, without the cookie, or for an empty value", () => {
    expect(readCookie(null, "a")).toBeNull();
    expect(readCookie("", "a")).toBeNull();
    expect(readCookie("b=1", "a")).toBeNull();
    expect(readCookie("a=; b=1", "a")).toBeNull();
  });

  it("does not take a cookie whose name only contains the one asked for", () => {
    expect(readCookie("__Secure-maven.session_token=tok", "maven.session_token")).toBeNull();
    expect(readCookie("xmaven.session_token=tok", "maven.session_token")).toBeNull();
  });

  it("decodes values, and keeps one that does not decode as it is", () => {
    expect(readCookie("a=x%20y%3Bz", "a")).toBe("x y;z");
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });

  it("round-trips what serializeCookie wrote", () => {
    const setCookie = serializeCookie("a", "n.m~o.p", { secure: false });
    expect(readCookie(setCookie.split(";")[0]!, "a")).toBe("n.m~o.p");
  });
});
