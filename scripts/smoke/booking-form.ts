import type { Browser, Locator, Page } from "playwright-core";
import { bookingFormText } from "../../src/components/booking/booking-form.text";
import { cspRecordingContext, violationsOf, watchConsole } from "./browser";
import type { SmokeBooking } from "./identity";

const t = bookingFormText.fr;
/** BotID's client adds this header to the protected calls once its challenge has run in the page. */
const BOTID_HEADER = "x-is-human";
/** The form waits 30 s for the function (which answers within 25 s); a little more for the page itself. */
const ANSWER_TIMEOUT_MS = 40_000;

export type PlacesAnswer = { status: number; source?: string; count: number };

export type FormBooking = {
  reference?: string;
  /** Why the booking did not end with the success dialog. */
  problem?: string;
  /** Whether the form's POST /api/booking carried BotID's challenge header. */
  botIdHeader: boolean;
  places: PlacesAnswer[];
  /** Addresses for which no suggestion was offered (the typed text was kept). */
  unsuggested: string[];
  violations: string[];
};

/** Types into an address field and picks its first suggestion, as a visitor would. */
async function pickAddress(form: Locator, label: string, query: string): Promise<boolean> {
  const field = form.getByRole("combobox", { name: label });
  await field.pressSequentially(query, { delay: 40 });
  const option = form.getByRole("option").first();
  try {
    await option.waitFor({ state: "visible", timeout: 10_000 });
  } catch {
    return false;
  }
  await field.press("ArrowDown");
  await field.press("Enter");
  return true;
}

/** What the page says when the send did not succeed: the form's alert, else the notification. */
async function visibleRefusal(page: Page, form: Locator): Promise<string> {
  const texts = [
    ...(await form.getByRole("alert").allTextContents()),
    ...(await page.getByRole("region", { name: /Notifications/ }).allTextContents()),
  ];
  return (
    texts
      .map((s) => s.trim())
      .filter(Boolean)
      .join(" / ") || "no message shown"
  );
}

/** The home page's two-step form, filled and sent in Chromium, with BotID's client script running in the page. */
export async function bookThroughForm(browser: Browser, origin: URL, booking: SmokeBooking): Promise<FormBooking> {
  const context = await cspRecordingContext(browser, origin);
  const page = await context.newPage();
  const consoleLines = watchConsole(page);
  const result: FormBooking = { botIdHeader: false, places: [], unsuggested: [], violations: [] };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/booking")
      result.botIdHeader ||= request.headers()[BOTID_HEADER] !== undefined;
  });
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname !== "/api/places") return;
    const data = (await response.json().catch(() => ({}))) as { source?: string; suggestions?: unknown[] };
    result.places.push({ status: response.status(), source: data.source, count: data.suggestions?.length ?? 0 });
  });
  try {
    await page.goto("/#contact", { waitUntil: "load" });
    const form = page.locator("#contact form");
    await form.getByLabel(t.firstName).fill(booking.prenom);
    await form.locator('input[name="nom"]').fill(booking.nom);
    await form.getByLabel(t.phone).fill(booking.telephone);
    await form.getByLabel(t.email).fill(booking.email);
    await form.getByLabel(t.date).fill(booking.datePriseEnCharge);
    await form.getByLabel(t.time).fill(booking.heurePriseEnCharge);
    for (const [label, query] of [
      [t.departure, "gare de nantes"],
      [t.arrival, "aéroport nantes"],
    ] as const) {
      if (!(await pickAddress(form, label, query))) result.unsuggested.push(query);
    }
    await form.getByRole("button", { name: t.next }).click({ timeout: 10_000 });
    await form.getByText(t.step(2)).waitFor();
    await form.getByText(t.personal).click();
    await form.getByLabel(t.notes).fill(booking.informationsSupplementaires);
    // A request, which binds nobody: the smoke test never books a real trip on a deployment.
    await form.getByText(t.quoteChoice).click();
    await form.getByRole("checkbox", { name: t.consentLink }).check();
    await form.getByRole("button", { name: t.send }).click({ timeout: 10_000 });
    const dialog = page.getByRole("dialog", { name: t.dialogTitle });
    try {
      await dialog.waitFor({ state: "visible", timeout: ANSWER_TIMEOUT_MS });
      result.reference = (await dialog.locator("strong").textContent())?.trim();
      await dialog.getByRole("button", { name: t.dialogClose }).click();
    } catch {
      result.problem = `no success dialog: ${await visibleRefusal(page, form)}`;
    }
  } catch (error) {
    result.problem = error instanceof Error ? error.message.split("\n")[0] : String(error);
  } finally {
    result.violations = (await violationsOf(page, consoleLines)).map((v) => `/ (booking): ${v}`);
    await context.close();
  }
  return result;
}
