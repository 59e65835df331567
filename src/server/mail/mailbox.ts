/**
 * The mailbox an address delivers to, for the acknowledgement caps (docs/decisions/003-abuse-limits.md):
 * case ignored, a "+tag" removed (Gmail, Outlook, iCloud, Fastmail, Proton and most hosts deliver
 * `name+anything@` to `name@`), and at Gmail the dots of the local part too, `googlemail.com` being
 * `gmail.com`. Two spellings of one inbox share one cap; nothing here is used to send.
 */
export function mailboxOf(email: string): { mailbox: string; domain: string } {
  const at = email.lastIndexOf("@");
  let local = email.slice(0, at).toLowerCase();
  let domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  if (domain === "googlemail.com") domain = "gmail.com";
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return { mailbox: `${local}@${domain}`, domain };
}

/**
 * Webmail providers shared by millions: a cap per domain there would let one stranger's flood deny the
 * acknowledgement to every customer of the provider, so only the per-mailbox cap applies to them.
 */
const SHARED_PROVIDERS =
  /^(gmail\.com|(outlook|hotmail|live|msn)\.[a-z.]+|yahoo\.[a-z.]+|ymail\.com|icloud\.com|me\.com|mac\.com|aol\.com|orange\.fr|wanadoo\.fr|free\.fr|sfr\.fr|neuf\.fr|laposte\.net|bbox\.fr|numericable\.fr|gmx\.[a-z.]+|web\.de|proton\.me|protonmail\.com|pm\.me|yandex\.[a-z.]+|mail\.ru|zoho\.com|fastmail\.com|tutanota\.com|tuta\.io|qq\.com|163\.com)$/;

export function isSharedProvider(domain: string): boolean {
  return SHARED_PROVIDERS.test(domain);
}
