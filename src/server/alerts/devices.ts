import { createECDH, createHash } from "node:crypto";
import type { Redis } from "@upstash/redis";
import { MAX_PUSH_DEVICES } from "../../config/console.js";
import { isPlainObject } from "../kernel/http.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * The phones and browsers that receive the operator's alerts: each a Web Push subscription as the browser gives it
 * (its push service's endpoint, the keys the payload is encrypted to). Only his console, signed in, adds one; at
 * most MAX_PUSH_DEVICES, a new one past it replacing the oldest, so that nobody can make the alerts fan out.
 */
export type Device = { endpoint: string; keys: { p256dh: string; auth: string }; at: string; label: string };

export const DEVICES_KEY = "alerts:devices";
const TIMEOUT_MS = 800;

/**
 * The push services the site sends to: the browsers' own (Chrome and Android, Firefox, Safari and iOS, Edge). An
 * endpoint elsewhere is refused, so the server never posts to an address a page chose. In the local mode, only
 * the stand-in on this machine.
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[\w-]+\.)*push\.apple\.com$/,
  /^(?:[\w-]+\.)*notify\.windows\.com$/,
];
const LOOPBACK = /^(?:127\.0\.0\.1|localhost|\[::1\])$/;

/** The push stand-in's address, when one is set and on this machine. */
export function pushStandIn(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (!LOOPBACK.test(new URL(url).hostname))
    throw new Error("PUSH_STAND_IN_URL points elsewhere than this machine: refused");
  return url;
}

/**
 * The device a console sent, checked, or null: an endpoint of a known push service, and keys of the right sizes.
 * `standIn`: the push service's stand-in on this machine (tests, `npm run check:vercel`), whose endpoints count too.
 */
export function deviceFrom(value: unknown, label: unknown, local: boolean, now: Date, standIn?: string): Device | null {
  if (!isPlainObject(value) || typeof value.endpoint !== "string" || value.endpoint.length > 1024) return null;
  let url: URL;
  try {
    url = new URL(value.endpoint);
  } catch {
    return null;
  }
  const known =
    url.protocol === "https:" && !url.port && url.username === "" && PUSH_SERVICES.some((p) => p.test(url.hostname));
  const onMachine = (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK.test(url.hostname);
  const ours = onMachine && (local || (standIn !== undefined && url.origin === new URL(standIn).origin));
  if (!known && !ours) return null;
  const keys = isPlainObject(value.keys) ? value.keys : {};
  const p256dh = bytesOf(keys.p256dh);
  const auth = bytesOf(keys.auth);
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, as every browser sends them.
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4 || !auth || auth.length !== 16 || !onCurve(p256dh))
    return null;
  const name =
    typeof label === "string"
      ? label
          .normalize("NFKC")
          .replace(/[\p{Cc}\p{Cf}]/gu, "")
          .trim()
          .slice(0, 60)
      : "";
  return {
    endpoint: url.href,
    keys: { p256dh: p256dh.toString("base64url"), auth: auth.toString("base64url") },
    at: now.toISOString(),
    label: name || "Appareil",
  };
}

/** Whether 65 bytes are a point of P-256 (a key its payload can be encrypted to). */
function onCurve(point: Buffer): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

function bytesOf(value: unknown): Buffer | null {
  return typeof value === "string" && /^[\w-]{16,100}={0,2}$/.test(value) ? Buffer.from(value, "base64url") : null;
}

/** A device's field in the hash: a digest of its endpoint, which names it without repeating it. */
export const deviceId = (endpoint: string) => createHash("sha256").update(endpoint).digest("base64url").slice(0, 16);

export function parseDevices(values: unknown[]): Record<string, Device> {
  const out: Record<string, Device> = {};
  for (const value of values) {
    const device = (typeof value === "string" ? JSON.parse(value) : value) as Device;
    if (device && typeof device.endpoint === "string") out[deviceId(device.endpoint)] = device;
  }
  return out;
}

export type DeviceStore = {
  list(): Promise<Record<string, Device>>;
  /** Adds it (or renews it), the oldest leaving past MAX_PUSH_DEVICES. */
  add(device: Device): Promise<void>;
  remove(ids: string[]): Promise<void>;
};

export function redisDeviceStore(redis: Redis): DeviceStore {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, TIMEOUT_MS, `Redis ${what}`);
  return {
    async list() {
      const values = await run(() => redis.hvals(DEVICES_KEY), "HVALS devices");
      return parseDevices(values ?? []);
    },
    async add(device) {
      const all = await this.list();
      const id = deviceId(device.endpoint);
      const others = Object.entries(all)
        .filter(([other]) => other !== id)
        .sort(([, a], [, b]) => a.at.localeCompare(b.at));
      const leaving = others.slice(0, Math.max(0, others.length - (MAX_PUSH_DEVICES - 1))).map(([other]) => other);
      const pipeline = redis.multi();
      pipeline.hset(DEVICES_KEY, { [id]: JSON.stringify(device) });
      if (leaving.length) pipeline.hdel(DEVICES_KEY, ...leaving);
      await run(() => pipeline.exec(), "MULTI device");
    },
    async remove(ids) {
      if (ids.length) await run(() => redis.hdel(DEVICES_KEY, ...ids), "HDEL device");
    },
  };
}

export const getDeviceStore = storeOnce<DeviceStore>(redisDeviceStore);
