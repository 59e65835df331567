import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { outboxMailer, toEml } from "../../src/server/mail/outbox";
import type { MailMessage } from "../../src/server/mail/types";

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "proof",
  to: "anne.lemaire@exemple.fr",
  from: { email: "reservations@vtc-premium-nantes.fr", name: "VTC Premium Nantes" },
  subject: "Bon de réservation",
  text: "Texte",
  html: "<p>Texte</p>",
  reference: "VPN-261203-K7QM",
  ...overrides,
});

test("a reference that is not plain never names a file: the e-mail lands in the outbox folder itself", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const root = mkdtempSync(path.join(os.tmpdir(), "vtc-outbox-test-"));
  const dir = path.join(root, "outbox");
  const mailer = outboxMailer(dir);
  const sent = await mailer.send(message({ reference: "../../escaped" }), { deadline: Date.now() + 1000 });
  expect(sent.ok).toBe(true);
  expect(readdirSync(root)).toEqual(["outbox"]);
  const [file] = readdirSync(dir);
  expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z\.eml$/);
  // A plain one does.
  await mailer.send(message(), { deadline: Date.now() + 1000 });
  expect(readdirSync(dir).some((f) => f.endsWith("-VPN-261203-K7QM-proof.eml"))).toBe(true);
});

test("no header of an .eml can be extended by a line break in an address or a reference", async () => {
  for (const overrides of [
    { to: "victim@exemple.fr\r\nBcc: many@exemple.fr" },
    { replyTo: "a@exemple.fr\nBcc: many@exemple.fr" },
    { reference: "VPN-1\r\nBcc: many@exemple.fr" },
  ]) {
    expect(() => toEml(message(overrides)), JSON.stringify(overrides)).toThrow(/control character/);
    const dir = mkdtempSync(path.join(os.tmpdir(), "vtc-outbox-test-"));
    const sent = await outboxMailer(dir).send(message(overrides), { deadline: Date.now() + 1000 });
    expect(sent.ok).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  }
  // Subjects and names with any character are encoded, never written raw.
  const eml = toEml(message({ subject: "Réservation\r\nBcc: x@exemple.fr" }));
  expect(eml).not.toMatch(/^Bcc:/m);
});
