import { expect, test } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { instanceStore, redisStore, resilientStore } from "../../src/server/request/idempotency";
import { bookingRequest, deps, memoryMailer, settled, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";

const ctx = useRedisBridge();

test("the same idempotency key with another person's booking is a clear 422, never a silent success", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer, store: resilientStore(redisStore(ctx.upstash()), instanceStore()) });
  const key = { "idempotency-key": "shared-key-7f3a9c" };
  const first = await handleBooking(bookingRequest(validBooking(), key), d);
  expect(first.status).toBe(200);
  const other = await handleBooking(
    bookingRequest(validBooking({ prenom: "Paul", nom: "Martin", email: "paul.martin@exemple.fr" }), key),
    d,
  );
  expect(other.status).toBe(422);
  expect(((await other.json()) as { error: string }).error).toBe(
    "Cette demande reprend l’identifiant d’une autre demande, différente. Rechargez la page puis envoyez-la de nouveau.",
  );
  // The first request's repeat still gets its own reference.
  const repeat = await handleBooking(bookingRequest(validBooking(), key), d);
  expect(repeat.status).toBe(200);
  expect(((await repeat.json()) as { reference: string }).reference).toBe(
    ((await first.json()) as { reference: string }).reference,
  );
  await settled(d);
  expect(mailer.sent.map((m) => m.to)).toEqual(["reservations-test@vtc-premium-nantes.fr", "anne.lemaire@exemple.fr"]);
});

test("a key whose request is still being sent makes a different booking wait for nothing: 422 at once", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let sending: () => void = () => {};
  const held = new Promise<void>((resolve) => (sending = resolve));
  const mailer = memoryMailer();
  const slow = {
    name: "slow",
    send: async (...args: Parameters<typeof mailer.send>) => (sending(), await gate, mailer.send(...args)),
  };
  const d = deps({ mailer: slow });
  const key = { "idempotency-key": "pending-key-1a2b3c" };
  const first = handleBooking(bookingRequest(validBooking(), key), d);
  // Once its e-mail is being sent, the first request holds the key (no wait on the clock: the machine's speed is no
  // part of it).
  await held;
  const other = await handleBooking(bookingRequest(validBooking({ nom: "Autre" }), key), d);
  expect(other.status).toBe(422);
  release();
  expect((await first).status).toBe(200);
  await settled(d);
});
