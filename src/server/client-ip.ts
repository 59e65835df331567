import { ipAddress } from "@vercel/functions/headers";
import { getEnv, isLocal } from "./env.js";

/**
 * Who a request comes from, for rate limits. Deployed, only X-Real-IP counts: Vercel's edge writes it (as
 * @vercel/functions' `ipAddress` reads it), and the local server writes it from the socket, so a client
 * cannot choose it; a request without it counts as "unknown", one bucket for all. Only the local mode reads
 * the forwarded headers, so tests can play many clients. One person on IPv6 usually holds a whole /64, so
 * an IPv6 address counts as its /64: rotating addresses inside it gains nothing.
 */
export function clientKey(request: Request, trustForwarded = isLocal(getEnv())): string {
  const forwarded = trustForwarded
    ? (request.headers.get("x-vercel-forwarded-for") ?? request.headers.get("x-forwarded-for"))
    : null;
  const ip = ipAddress(request) ?? forwarded?.split(",")[0];
  return limitKeyFor(ip?.trim() ?? "");
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** "203.0.113.7" stays itself; "2001:db8:a:b:1:2:3:4" becomes "2001:db8:a:b::/64"; garbage becomes "unknown". */
export function limitKeyFor(ip: string): string {
  const v4 = IPV4.exec(ip);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? ip : "unknown";
  const groups = expandIpv6(ip);
  if (!groups) return "unknown";
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
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
