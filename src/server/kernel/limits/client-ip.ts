import { ipAddress } from "@vercel/functions/headers";
import { getEnv, isLocal } from "../env.js";

/**
 * Who a request comes from, for rate limits. Deployed, only X-Real-IP counts: Vercel's edge writes it (as
 * @vercel/functions' `ipAddress` reads it), and the local server writes it from the socket, so a client
 * cannot choose it; a request without it counts as "unknown", one bucket for all. Only the local mode reads
 * the forwarded headers, so tests can play many clients. One subscriber on IPv6 holds a whole prefix, a /56
 * with most providers: an IPv6 address counts as its /56 (`IPV6_CLIENT_PREFIX`), so rotating addresses inside
 * it gains nothing, and a looser limit holds each /48 (src/server/kernel/limits/rate-limit.ts).
 */
export function clientKey(request: Request, trustForwarded = isLocal(getEnv())): string {
  const prefix = Number(getEnv().IPV6_CLIENT_PREFIX ?? IPV6_CLIENT_PREFIX);
  const forwarded = trustForwarded
    ? (request.headers.get("x-vercel-forwarded-for") ?? request.headers.get("x-forwarded-for"))
    : null;
  const ip = ipAddress(request) ?? forwarded?.split(",")[0];
  return limitKeyFor(ip?.trim() ?? "", prefix);
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** How much of an IPv6 address one client holds: providers hand out /56 (often) to /48; /64 at the least. */
export const IPV6_CLIENT_PREFIX = 56;
/** The wider network a looser limit applies to, whatever the client prefix. */
export const IPV6_NETWORK_PREFIX = 48;

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join(".");

/** An IPv6 prefix of `bits` (a multiple of 8) written as a key: "2001:db8:ab:cd00::/56". */
function prefixKey(groups: number[], bits: number): string {
  const kept = groups.map((g, i) => {
    const from = i * 16;
    if (from >= bits) return 0;
    const keep = Math.min(16, bits - from);
    return keep === 16 ? g : g & (0xffff << (16 - keep)) & 0xffff;
  });
  return `${kept
    .slice(0, Math.ceil(bits / 16))
    .map((g) => g.toString(16))
    .join(":")}::/${bits}`;
}

/**
 * The IPv4 client an IPv6 address stands for, when it carries one: mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::/48) or Teredo (2001:0::/32, the client's address inverted in the
 * last 32 bits). Such a client is that IPv4 address: rotating the rest gains nothing.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, , , g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (groups.slice(0, 5).every((g) => g === 0) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  if (g0 === 0x2001 && g1 === 0) return ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff);
  return undefined;
}

/**
 * "203.0.113.7" stays itself; "2001:db8:a:b:1:2:3:4" becomes "2001:db8:a::/56" (the client prefix, 48 to 64,
 * default 56); an address carrying an IPv4 one becomes that IPv4; garbage becomes "unknown".
 */
export function limitKeyFor(ip: string, prefix = IPV6_CLIENT_PREFIX): string {
  const v4 = IPV4.exec(ip);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? ip : "unknown";
  const groups = expandIpv6(ip);
  if (!groups) return "unknown";
  return embeddedIpv4(groups) ?? prefixKey(groups, prefix);
}

/** The /48 a client key belongs to, for the looser network limit; null for IPv4 and unknown clients. */
export function networkKeyOf(key: string): string | null {
  const match = /^([0-9a-f:]+)::\/\d+$/.exec(key);
  if (!match) return null;
  const groups = expandIpv6(`${match[1]}::`);
  return groups ? prefixKey(groups, IPV6_NETWORK_PREFIX) : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function expandIpv6(input: string): number[] | null {
  let ip = input
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    ip = `${ip.slice(0, tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  if (!/^[0-9a-f:]+$/.test(ip) || ip.split("::").length > 2) return null;
  const [head = "", rest] = ip.split("::");
  const parse = (part: string) => (part ? part.split(":") : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}
