import type { toast as Toast } from "sonner";

/** One notification at a time, shown 4.5 s, bottom-right, reachable with Alt+T, in a region labelled "Notifications". */
export const TOAST_DURATION_MS = 4500;

/**
 * The floating WhatsApp button (src/components/tooltip-triggers.tsx) sits 20 px from the bottom-right corner
 * and is 56 px tall: notifications open above it, never over it, on phones (full width) as on desktop.
 */
const WHATSAPP_CLEARANCE_PX = 20 + 56 + 16;

let loading: Promise<typeof Toast> | undefined;

/** Sonner is fetched and its Toaster mounted on the first notification: most visits never need one. */
function toaster(): Promise<typeof Toast> {
  loading ??= (async () => {
    const [{ createElement }, { createRoot }, sonner] = await Promise.all([
      import("react"),
      import("react-dom/client"),
      import("sonner"),
    ]);
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      createElement(sonner.Toaster, {
        position: "bottom-right",
        visibleToasts: 1,
        duration: TOAST_DURATION_MS,
        hotkey: ["altKey", "KeyT"],
        offset: { bottom: WHATSAPP_CLEARANCE_PX, right: 20 },
        mobileOffset: { bottom: WHATSAPP_CLEARANCE_PX, left: 16, right: 16 },
        containerAriaLabel: "Notifications",
        richColors: true,
        closeButton: true,
      }),
    );
    // The Toaster subscribes in an effect: let it run before the first toast.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return sonner.toast;
  })();
  return loading;
}

/** An error notification: a short title and one sentence, in the page's language. */
export async function notifyError(title: string, description: string): Promise<void> {
  const toast = await toaster();
  toast.error(title, { description });
}
