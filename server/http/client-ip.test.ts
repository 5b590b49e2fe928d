import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, normalizeIp, parseTrustProxy, trustPredicate, type TrustProxy } from "./client-ip.ts";

const NONE = parseTrustProxy("false");
const ONE_HOP = parseTrustProxy("1");
const TWO_HOPS = parseTrustProxy("2");
const LIST = parseTrustProxy("127.0.0.1, 10.0.0.0/8, 2001:db8:1::/48");

const ip = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy) =>
  clientIp({ socketAddress, forwardedFor }, trust);

describe("parseTrustProxy", () => {
  it.each([
    [undefined, { kind: "none" }],
    ["", { kind: "none" }],
    ["false", { kind: "none" }],
    ["0", { kind: "none" }],
    ["true", { kind: "hops", hops: 1 }],
    ["TRUE", { kind: "hops", hops: 1 }],
    ["1", { kind: "hops", hops: 1 }],
    ["2", { kind: "hops", hops: 2 }],
    ["127.0.0.1,10.0.0.0/8", { kind: "addresses", ranges: ["127.0.0.1", "10.0.0.0/8"] }],
    [" 10.0.0.1 , ::1 ", { kind: "addresses", ranges: ["10.0.0.1", "::1"] }],
    ["loopback", { kind: "addresses", ranges: ["127.0.0.1/8", "::1/128"] }],
  ])("%j", (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(["yes", "11", "-1", "1.5", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "example.com", "10.0.0.256", "*"])(
    "refuses %j",
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow();
    },
  );
});

describe("normalizeIp", () => {
  it.each([
    ["1.2.3.4", "1.2.3.4"],
    [" 1.2.3.4 ", "1.2.3.4"],
    ["1.2.3.4:5678", "1.2.3.4"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["0:0:0:0:0:ffff:1.2.3.4", "1.2.3.4"],
    ["::ffff:7f00:1", "127.0.0.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["::1", "::1"],
  ])("%j → %j", (value, expected) => {
    expect(normalizeIp(value)).toBe(expected);
  });

  it.each(["", "unknown", "1.2.3", "1.2.3.4.5", "256.1.1.1", "<script>", "1.2.3.4 5.6.7.8", "_hidden", "::g"])(
    "%j is not an address",
    (value) => {
      expect(normalizeIp(value)).toBeNull();
    },
  );
});

describe("clientIp", () => {
  it("is the socket when nothing is trusted, whatever the client forwards", () => {
    expect(ip("203.0.113.9", "1.2.3.4", NONE)).toBe("203.0.113.9");
    expect(ip("::ffff:203.0.113.9", undefined, NONE)).toBe("203.0.113.9");
  });

  it("with one hop takes what our proxy appended, not what the client wrote to its left", () => {
    expect(ip("127.0.0.1", "198.51.100.7", ONE_HOP)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", "1.2.3.4, 198.51.100.7", ONE_HOP)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", "5.6.7.8, 1.2.3.4, 198.51.100.7", ONE_HOP)).toBe("198.51.100.7");
    // Rotating the spoofed entries changes nothing.
    for (const spoofed of ["9.9.9.9", "8.8.8.8", "2001:db8::dead", "garbage"]) {
      expect(ip("127.0.0.1", `${spoofed}, 198.51.100.7`, ONE_HOP)).toBe("198.51.100.7");
    }
  });

  it("with one hop and no header is the socket", () => {
    expect(ip("127.0.0.1", undefined, ONE_HOP)).toBe("127.0.0.1");
    expect(ip("127.0.0.1", "", ONE_HOP)).toBe("127.0.0.1");
    expect(ip("127.0.0.1", " , ", ONE_HOP)).toBe("127.0.0.1");
  });

  it("with two hops takes the second entry from the right", () => {
    expect(ip("10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.1", TWO_HOPS)).toBe("198.51.100.7");
    expect(ip("10.0.0.2", "198.51.100.7", TWO_HOPS)).toBe("198.51.100.7");
  });

  it("reads repeated headers in order, as one list", () => {
    expect(ip("127.0.0.1", ["1.2.3.4", "198.51.100.7"], ONE_HOP)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", ["1.2.3.4, 5.6.7.8", "198.51.100.7, 10.1.1.1"], TWO_HOPS)).toBe("198.51.100.7");
  });

  it("with an address list walks from the right past trusted proxies", () => {
    expect(ip("127.0.0.1", "1.2.3.4, 198.51.100.7, 10.3.4.5", LIST)).toBe("198.51.100.7");
    expect(ip("::ffff:127.0.0.1", "198.51.100.7, 10.3.4.5, 10.9.9.9", LIST)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", "2001:db8:2::1, 2001:db8:1::5", LIST)).toBe("2001:db8:2::1");
    // A peer that is not one of our proxies is the client, whatever it forwards.
    expect(ip("198.51.100.99", "10.3.4.5, 1.2.3.4", LIST)).toBe("198.51.100.99");
    // Every hop trusted: the left-most is all there is.
    expect(ip("127.0.0.1", "10.1.1.1, 10.2.2.2", LIST)).toBe("10.1.1.1");
  });

  it("a client cannot pass as a trusted proxy by writing one into the header", () => {
    expect(ip("127.0.0.1", "10.0.0.1, 198.51.100.7", LIST)).toBe("198.51.100.7");
  });

  it("reads IPv6 and IPv4-mapped IPv6 entries and keys them as one address", () => {
    expect(ip("::1", "2001:DB8::7", ONE_HOP)).toBe("2001:db8::7");
    expect(ip("127.0.0.1", "::ffff:198.51.100.7", ONE_HOP)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", "[2001:db8::7]:4711", ONE_HOP)).toBe("2001:db8::7");
    expect(ip("127.0.0.1", "198.51.100.7:4711", ONE_HOP)).toBe("198.51.100.7");
  });

  it("stops at junk instead of using it as a key", () => {
    expect(ip("127.0.0.1", "not-an-ip", ONE_HOP)).toBe("127.0.0.1");
    expect(ip("127.0.0.1", "1.2.3.4, <script>", ONE_HOP)).toBe("127.0.0.1");
    expect(ip("127.0.0.1", "garbage, 198.51.100.7", TWO_HOPS)).toBe("198.51.100.7");
    expect(ip("127.0.0.1", "unknown, 10.3.4.5", LIST)).toBe("10.3.4.5");
  });

  it("says unknown without a socket address", () => {
    expect(ip(undefined, "1.2.3.4", ONE_HOP)).toBe("unknown");
  });
});

describe("Express's trust proxy with the same predicate", () => {
  let baseUrl = "";
  let close: () => Promise<void> = async () => {};
  const settings: { trust: TrustProxy } = { trust: NONE };

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", (address: string, hop: number) => trustPredicate(settings.trust)(address, hop));
    app.get("/", (req, res) => {
      res.json({
        expressIp: req.ip,
        ours: clientIp(
          { socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"] },
          settings.trust,
        ),
        secure: req.secure,
      });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const ask = async (trust: TrustProxy, headers: Record<string, string>) => {
    settings.trust = trust;
    const response = await fetch(baseUrl, { headers });
    return (await response.json()) as { expressIp: string; ours: string; secure: boolean };
  };

  it.each([
    ["nothing trusted", NONE, "1.2.3.4, 198.51.100.7"],
    ["one hop", ONE_HOP, "1.2.3.4, 198.51.100.7"],
    ["one hop, no header", ONE_HOP, ""],
    ["two hops", TWO_HOPS, "1.2.3.4, 198.51.100.7, 10.0.0.1"],
    ["an address list", LIST, "1.2.3.4, 198.51.100.7, 10.3.4.5"],
    ["an address list, spoofed proxy", LIST, "10.0.0.1, 198.51.100.7"],
  ])("agrees on the client address with %s", async (_label, trust, forwardedFor) => {
    const answer = await ask(trust, forwardedFor ? { "X-Forwarded-For": forwardedFor } : {});
    expect(answer.ours).toBe(normalizeIp(answer.expressIp));
  });

  it("believes X-Forwarded-Proto (req.secure, HSTS) only from a trusted peer", async () => {
    expect((await ask(NONE, { "X-Forwarded-Proto": "https" })).secure).toBe(false);
    expect((await ask(ONE_HOP, { "X-Forwarded-Proto": "https" })).secure).toBe(true);
    expect((await ask(LIST, { "X-Forwarded-Proto": "https" })).secure).toBe(true);
    expect((await ask(parseTrustProxy("10.0.0.0/8"), { "X-Forwarded-Proto": "https" })).secure).toBe(false);
  });
});
