import { expect, test } from "./fixtures";

/**
 * The console's service worker (public/console-sw.js) in Chromium: a push message delivered to its registration
 * through the DevTools protocol (`ServiceWorker.deliverPushMessage`, the registration's id read from
 * `ServiceWorker.workerRegistrationUpdated` after `ServiceWorker.enable`) shows the alert's notification, its title,
 * body, tag and target; a tap on it brings the console open in this browser to the alert's item.
 *
 * What headless Chromium cannot do: show a notification on a screen or let anything click one (the DevTools protocol
 * has no command that clicks a notification, and headless has no notification centre). So the tap is a
 * `notificationclick` dispatched inside the worker on the notification it shows. Such an event is the worker's own,
 * not the browser's (`isTrusted` false): its `waitUntil` throws, as the Service Workers spec requires, and, without the
 * user activation a real tap grants, `WindowClient.focus()` and `clients.openWindow()` are refused. The handler's
 * first step, moving the console's open window to the item, needs no activation: that is what the test sees. The
 * subscription itself (a push service on the internet) is tested without a browser, in tests/server/arrivals-push.test.ts.
 */
type Shown = { title: string; body: string; tag: string; url: string; requireInteraction: boolean };

test("a push message shows the alert's notification; tapped, it opens the console on its item", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  await context.grantPermissions(["notifications"], { origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");

  await page.goto("/console");
  // Registered by the console's island, active, and in control of this page.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${origin}/console`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => registrations.get(`${origin}/console`)).toBeTruthy();
  const registrationId = registrations.get(`${origin}/console`)!;

  const alert = {
    kind: "request",
    reference: "VPN-261128-PUSH",
    title: "Nouvelle réservation à confirmer",
    body: "Inès Roussel, demain 10:00 — répondre sous 2\u00a0h",
    url: "/console#VPN-261128-PUSH",
    urgent: true,
  };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(alert) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(
        (n): Shown => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
          requireInteraction: n.requireInteraction,
        }),
      ),
    );
  await expect.poll(shown).toHaveLength(1);
  expect((await shown())[0]).toEqual({
    title: alert.title,
    body: alert.body,
    tag: alert.reference,
    url: alert.url,
    requireInteraction: true,
  });

  // A second alert about the same booking replaces the first; a message that is not JSON still shows, as its text.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({ ...alert, title: "Réservation annulée par le client", urgent: false }),
  });
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(["Réservation annulée par le client"]);
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: "Essai" });
  await expect
    .poll(async () => (await shown()).map((n) => [n.title, n.tag, n.url]))
    .toContainEqual(["Essai", "console", "/console"]);

  // The tap, dispatched in the worker on the alert's notification: the console open here moves to the item.
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/console-sw.js`)!;
  expect(worker).toBeTruthy();
  const tapped = await worker.evaluate(async (tag) => {
    // The worker's global, typed here: the project's types are the window's, not a worker's.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      addEventListener(type: "error", listener: (e: ErrorEvent) => void, options: { once: true }): void;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    const errors: string[] = [];
    scope.addEventListener("error", (e) => errors.push(String(e.message)), { once: true });
    try {
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
    } catch (error) {
      errors.push(String(error));
    }
    return { errors, left: (await scope.registration.getNotifications({ tag })).length };
  }, alert.reference);
  // The spec's refusal, as the comment above says: the event is the worker's own.
  expect(tapped.errors).toEqual([expect.stringContaining("Can not call waitUntil on a script constructed")]);
  await expect(page).toHaveURL(`${origin}/console#${alert.reference}`);
  // The notification tapped is closed.
  expect(tapped.left).toBe(0);
  await context.close();
});
