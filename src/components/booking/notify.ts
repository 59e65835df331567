import type { toast as Toast } from "sonner";

/** SPEC §9: one notification at a time, 4 to 5 s, bottom-right, Alt+T, labelled 'Notifications'. */
export const TOAST_DURATION_MS = 4500;

let loading: Promise<typeof Toast> | undefined;

/** Sonner is fetched and its Toaster mounted on the first notification: most visits never need one. */
function toaster(): Promise<typeof Toast> {
  loading ??= (async () => {
    const [{ createElement }, { createRoot }, sonner] = await Promise.all([import("react"), import("react-dom/client"), import("sonner")]);
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      createElement(sonner.Toaster, {
        position: "bottom-right",
        visibleToasts: 1,
        duration: TOAST_DURATION_MS,
        hotkey: ["altKey", "KeyT"],
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

/** A destructive notification (SPEC §8): a title and one sentence. */
export async function notifyError(title: string, description: string): Promise<void> {
  const toast = await toaster();
  toast.error(title, { description });
}
