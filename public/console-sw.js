// The operator's console's service worker (src/components/console): it shows each alert the server pushes
// (src/server/alerts) and, tapped, opens its item in the console. It caches nothing: the console shows what the
// store holds now, or says it cannot reach it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { title: event.data ? event.data.text() : "" };
  }
  const title = alert.title || "Console VTC";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert.body || "",
      // One notification per item: a second alert about the same booking replaces the first.
      tag: alert.reference || alert.kind || "console",
      renotify: true,
      requireInteraction: Boolean(alert.urgent),
      icon: "/console-icon-192.png",
      badge: "/console-icon-192.png",
      lang: "fr",
      data: { url: alert.url || "/console" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/console", self.location.origin);
  // Only the console's own pages open from an alert.
  const url = target.origin === self.location.origin && target.pathname === "/console" ? target.href : "/console";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === "/console");
      if (open) {
        await open.navigate(url).catch(() => {});
        return open.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
