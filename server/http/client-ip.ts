import net from "node:net";

/**
 * Which proxies in front of the app are trusted to say who the client is (TRUST_PROXY, decision 019).
 *
 * - `none`: the socket's address is the client (nothing forwarded is believed).
 * - `hops`: that many proxies stand in front of us; each appends the address it saw to
 *   X-Forwarded-For, so the client is the entry the outermost of them appended, counted from the right.
 * - `addresses`: proxies are recognised by address; walk from the socket leftwards through
 *   X-Forwarded-For past trusted addresses, and the first other one is the client.
 *
 * The left-most entries are whatever the client sent, so none of these rules ever reads them unless
 * every hop to their right is trusted.
 */
export type TrustProxy =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; ranges: readonly string[] };

/** Names proxy-addr (Express) also understands, for configuration written for it. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** More hops than any real deployment; a typo like 10000 is refused instead of trusting everything. */
export const MAX_TRUSTED_HOPS = 10;

/**
 * Parses TRUST_PROXY: `false`/`0`/empty (none), `true` (one hop), a hop count (`1`, `2`), or a comma
 * list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Throws on anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return { kind: "none" };
  if (value === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`a hop count is at most ${MAX_TRUSTED_HOPS}`);
    return { kind: "hops", hops };
  }
  const ranges = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap((item) => NAMED_RANGES[item] ?? [item]);
  for (const range of ranges) {
    if (!parseRange(range)) {
      throw new Error(`"${range}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return { kind: "addresses", ranges };
}

interface Range {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

function parseRange(range: string): Range | null {
  const [rawAddress = "", rawPrefix, extra] = range.split("/");
  if (extra !== undefined) return null;
  const address = normalizeIp(rawAddress);
  if (!address) return null;
  const family = net.isIPv4(address) ? "ipv4" : "ipv6";
  const max = family === "ipv4" ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return null;
  return { address, prefix: Number(rawPrefix), family };
}

/**
 * An address as we key limits by it, or null when it is not one: IPv4-mapped IPv6 (`::ffff:1.2.3.4`,
 * as a dual-stack socket reports IPv4 clients) becomes IPv4, and a port some proxies append
 * (`1.2.3.4:5678`, `[2001:db8::1]:443`) and IPv6 brackets are dropped.
 */
export function normalizeIp(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return null;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!;
  const mappedHex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1]!, 16), parseInt(mappedHex[2]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return address.toLowerCase();
}

/**
 * The predicate Express's `trust proxy` takes, `(address, hop)` with hop 0 the socket: the same rule
 * as clientIp, so req.secure (HSTS) and req.protocol believe X-Forwarded-Proto exactly when the
 * socket's peer is a trusted proxy.
 */
export function trustPredicate(trust: TrustProxy): (address: string | undefined, hop: number) => boolean {
  let predicate = predicates.get(trust);
  if (!predicate) {
    predicate = buildPredicate(trust);
    predicates.set(trust, predicate);
  }
  return predicate;
}

const predicates = new WeakMap<TrustProxy, (address: string | undefined, hop: number) => boolean>();

function buildPredicate(trust: TrustProxy): (address: string | undefined, hop: number) => boolean {
  if (trust.kind === "none") return () => false;
  if (trust.kind === "hops") return (_address, hop) => hop < trust.hops;
  const list = new net.BlockList();
  for (const range of trust.ranges) {
    const parsed = parseRange(range)!;
    if (parsed.prefix === (parsed.family === "ipv4" ? 32 : 128)) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const ip = address === undefined ? null : normalizeIp(address);
    if (!ip) return false;
    return list.check(ip, net.isIPv4(ip) ? "ipv4" : "ipv6");
  };
}

export interface ClientIpInput {
  /** The TCP peer (`req.socket.remoteAddress`). */
  socketAddress: string | undefined;
  /** Every X-Forwarded-For header (Node joins repeated ones with ", "). */
  forwardedFor: string | readonly string[] | undefined;
}

/** Said when the socket has no address (it closed already); never a real client. */
export const UNKNOWN_CLIENT_IP = "unknown";

/**
 * The client's address under `trust`: from the socket leftwards through X-Forwarded-For, the first
 * hop that is not trusted. An entry that is not an IP address stops the walk at the last good address
 * to its right (the proxy that passed it on), so junk cannot become a fresh rate-limit key.
 */
export function clientIp({ socketAddress, forwardedFor }: ClientIpInput, trust: TrustProxy): string {
  const socket = socketAddress === undefined ? null : normalizeIp(socketAddress);
  if (!socket) return socketAddress ?? UNKNOWN_CLIENT_IP;
  if (trust.kind === "none") return socket;
  const header = typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",");
  const forwarded = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .reverse();
  const isTrusted = trustPredicate(trust);
  let current = socket;
  for (let hop = 0; hop < forwarded.length; hop++) {
    if (!isTrusted(current, hop)) return current;
    const next = normalizeIp(forwarded[hop]!);
    if (!next) return current;
    current = next;
  }
  return current;
}
