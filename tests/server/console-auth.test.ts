import { afterEach, expect, test, vi } from "vitest";
import { consoleClient } from "../support/console-client";
import { at, SITE, useMoneyWorld } from "../support/money-world";
import { softPasskey } from "../support/passkey";
import { loadFunction } from "../support/vercel-function";

/**
 * The console's passkey and sessions (docs/decisions/260-operator-console.md), through the deployed function on
 * redis-server: a phone enrolled from the mailbox's single-use link, signed in with its passkey, its session
 * revocable; another phone, a made-up cookie or a revoked session gets nothing; a new enrolment shuts the lost
 * phone out. Time runs on a controlled clock.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

async function setUp() {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  return { w, fn, phone: consoleClient(fn) };
}

test("a phone enrolled from the mailbox's link is signed in; the link works once, for fifteen minutes", async () => {
  const { w, fn, phone } = await setUp();
  const enrolled = await phone.enrolFrom(w.mails);
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
  expect(enrolled.setCookie).toMatch(
    /^__Host-vtc-console=v1\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
  );
  expect((await phone.post({ action: "status" })).body.signedIn).toBe(true);

  // The mail went to the business mailbox only, and says what enrolling does.
  const mail = w.mails().filter((m) => m.custom_args.kind === "console-enrol");
  expect(mail).toHaveLength(1);
  expect(mail[0]!.personalizations[0]!.to[0]!.email).toBe("contact@vtc-premium-nantes.fr");
  const token = /#enrol=(v1\.[\w-]+)/.exec(mail[0]!.content[0]!.value)![1]!;

  // Used once: a second phone with the same link gets nothing.
  const second = consoleClient(fn, { ip: "198.51.100.78" });
  expect((await second.enrolWith(token)).status).toBe(400);
  expect(second.cookie).toBe("");

  // A fresh link, opened past its fifteen minutes: refused before any passkey is made.
  await second.post({ action: "enrol-request" });
  const late = /#enrol=(v1\.[\w-]+)/.exec(
    w
      .mails()
      .filter((m) => m.custom_args.kind === "console-enrol")
      .at(-1)!.content[0]!.value,
  )![1]!;
  at("2026-11-28T09:15:01Z");
  expect((await second.post({ action: "enrol-options", token: late })).status).toBe(400);
});

test("signed in with the enrolled passkey; another passkey, no cookie or a made-up one get nothing", async () => {
  const { w, fn, phone } = await setUp();
  await phone.enrolFrom(w.mails);
  phone.cookie = "";
  expect((await phone.post({ action: "day" })).status).toBe(401);
  const signed = await phone.signIn();
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect((await phone.post({ action: "day" })).status).toBe(200);

  const stranger = consoleClient(fn, { ip: "203.0.113.9" });
  expect((await stranger.signIn()).status).toBe(401);
  expect((await stranger.post({ action: "day" })).status).toBe(401);
  stranger.cookie = "__Host-vtc-console=v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
  const forged = await stranger.post({ action: "day" });
  expect(forged.status).toBe(401);
  expect(forged.setCookie).toMatch(/Max-Age=0/);
  // Asking whether it is signed in tells it no, without an error for its console to log.
  const asked = await stranger.post({ action: "status" });
  expect([asked.status, asked.body]).toEqual([200, { signedIn: false }]);
  // The cookie of the operator's session, sent from a page of another site: refused by its origin.
  const crossSite = await stranger.post({ action: "day" }, { origin: "https://evil.example", cookie: phone.cookie });
  expect(crossSite.status).toBe(403);
});

test("a revoked session gets nothing; a new enrolment shuts a lost phone out, its passkey and its sessions", async () => {
  const { w, fn, phone } = await setUp();
  await phone.enrolFrom(w.mails);
  const laptop = consoleClient(fn, { ip: "198.51.100.90", passkey: phone.passkey });
  expect((await laptop.signIn()).status).toBe(200);
  const listed = await phone.post({ action: "sessions" });
  expect(listed.body.sessions).toHaveLength(2);
  const other = listed.body.sessions.find((s: { current: boolean }) => !s.current);
  expect((await phone.post({ action: "revoke", id: other.id })).status).toBe(200);
  expect((await laptop.post({ action: "day" })).status).toBe(401);
  expect((await phone.post({ action: "day" })).status).toBe(200);

  // The phone is lost: a new one enrolled from a new link.
  const lost = phone;
  const replacement = consoleClient(fn, { ip: "198.51.100.91", passkey: softPasskey(SITE) });
  at("2026-11-28T10:00:00Z");
  expect((await replacement.enrolFrom(w.mails)).status).toBe(200);
  expect((await lost.post({ action: "day" })).status).toBe(401);
  lost.cookie = "";
  expect((await lost.signIn()).status).toBe(401);
  expect((await replacement.post({ action: "day" })).status).toBe(200);
});

test("a passkey's answer is used once: replayed, it opens nothing", async () => {
  const { w, fn, phone } = await setUp();
  await phone.enrolFrom(w.mails);
  const options = await phone.post({ action: "signin-options" });
  const answer = phone.passkey.get(options.body.options);
  const first = consoleClient(fn, { ip: "198.51.100.11", passkey: phone.passkey });
  expect((await first.post({ action: "signin", response: answer })).status).toBe(200);
  const replay = consoleClient(fn, { ip: "198.51.100.12", passkey: phone.passkey });
  expect((await replay.post({ action: "signin", response: answer })).status).toBe(401);
  // Past its three minutes, an answer to a fresh question is refused too.
  const late = await phone.post({ action: "signin-options" });
  const slow = phone.passkey.get(late.body.options);
  at("2026-11-28T09:03:01Z");
  expect((await replay.post({ action: "signin", response: slow })).status).toBe(401);
});
