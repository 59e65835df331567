import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type LocalStore, startLocalStore } from "../../scripts/local-vercel/store/local";
import { bookedAtFare, bookingRequest, fromIp } from "../support/booking-fixtures";
import { reachBridge } from "../support/reachable";
import { payOnHostedPage, useStripeStandIn } from "../support/stripe-stand-in";
import { loadFunction } from "../support/vercel-function";

/**
 * `npm start` on a machine without redis-server (docs/decisions/220-one-store.md): the embedded store then runs on the
 * in-process emulation, and the product's own code (the Upstash client, the booking's Lua scripts) runs on it. A
 * booking paid online, confirmed, cancelled by its customer and refunded, through the functions in the local mode.
 */
const stripe = useStripeStandIn();
let emulated: LocalStore;
const SITE = "http://localhost:3000";

beforeAll(async () => {
  const saved = process.env.LOCAL_STORE_URL;
  emulated = (await startLocalStore({ engine: "emulated" }))!;
  reachBridge(emulated.bridge);
  process.env.LOCAL_STORE_URL = saved;
});
afterAll(async () => {
  await emulated.close();
});

const post = (path: string, body: unknown) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, ...fromIp("198.51.100.60") },
    body: JSON.stringify(body),
  });

test("the local mode on the emulated store: a booking paid online, confirmed, cancelled by its customer and refunded in full, its record kept by the product's own scripts", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  expect(emulated.engine).toBe("emulated");
  const outbox = mkdtempSync(path.join(os.tmpdir(), "outbox-local-store-"));
  const mail = (reference: string, kind: string) => {
    const file = readdirSync(outbox).find((f) => f.endsWith(`${reference}-${kind}.eml`));
    return file ? readFileSync(path.join(outbox, file), "utf8") : "";
  };
  const env = { LOCAL_STORE_URL: emulated.url, STRIPE_API_BASE: stripe.stripe.url, OUTBOX_DIR: outbox };
  const booking = await loadFunction("booking", env);
  const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const booked = await booking.call(bookingRequest(bookedAtFare({ datePriseEnCharge: date, paiement: "prepaid" })));
  expect(booked.status).toBe(200);
  const { reference, payment } = (await booked.json()) as { reference: string; payment: { url: string } };
  await booking.settled();

  const pay = await loadFunction("payment", env);
  const token = payment.url.split("#")[1]!;
  const checkout = await pay.call(post("/api/payment", { token, action: "checkout" }));
  expect(checkout.status, await checkout.clone().text()).toBe(200);
  const paid = await payOnHostedPage(((await checkout.json()) as { url: string }).url, "4242424242424242");
  const session = new URL(paid.location!).searchParams.get("session");
  const view = await pay.call(post("/api/payment", { token, action: "view", session }));
  expect(((await view.json()) as { state: string }).state).toBe("paid");

  // The record the emulation keeps: the fare counted once, what it may keep.
  expect(await fetchRecord(emulated, reference)).toMatchObject({ state: "booked", in: "3500", ceiling: "3500" });

  // The operator confirms from the business e-mail's link; the proof gives « Gérer ma réservation ».
  const confirmToken = /\/confirmer#(v1\.[\w-]+)/.exec(mail(reference, "business"))![1];
  const confirm = await loadFunction("confirm", env);
  expect((await confirm.call(post("/api/confirm", { token: confirmToken, action: "confirm", price: 35 }))).status).toBe(
    200,
  );
  expect(await fetchRecord(emulated, reference)).toMatchObject({ state: "confirmed" });
  const manageToken = /\/ma-reservation#(v1\.[\w-]+)/.exec(mail(reference, "proof"))![1];

  // Six days ahead, free to cancel: the whole fare goes back, once, and the record says so.
  const manage = await loadFunction("manage", env);
  const cancelled = await manage.call(post("/api/manage", { token: manageToken, action: "cancel", fee: 0 }));
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  expect(stripe.stripe.refunded().map((r) => r.amount)).toEqual([3500]);
  expect(await fetchRecord(emulated, reference)).toMatchObject({
    state: "cancelled-by-customer",
    out: "3500",
    ceiling: "0",
  });
  expect(mail(reference, "cancellation")).toContain("Nous vous avons remboursé 35");
});

/** The booking's hash through the bridge, as Upstash's REST protocol gives it. */
async function fetchRecord(store: LocalStore, reference: string): Promise<Record<string, string>> {
  const response = await fetch(store.url, {
    method: "POST",
    headers: { authorization: "Bearer local-store-token", "content-type": "application/json" },
    body: JSON.stringify(["HGETALL", `booking:${reference}`]),
  });
  const { result } = (await response.json()) as { result: string[] };
  const fields: Record<string, string> = {};
  for (let i = 0; i < result.length; i += 2) fields[result[i]!] = result[i + 1]!;
  return fields;
}
