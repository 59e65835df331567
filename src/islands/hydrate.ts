import { islands, type IslandName } from "./registry";

async function hydrate(element: HTMLElement) {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = "pending";
  const name = element.dataset.island as IslandName;
  const [Component, { createElement }, { hydrateRoot }] = await Promise.all([islands[name](), import("react"), import("react-dom/client")]);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  hydrateRoot(element, createElement(Component as React.ComponentType<Record<string, unknown>>, props));
  element.dataset.hydrated = "true";
  // The hover or focus that woke the island happened before React listened: replay it once React has run.
  setTimeout(() => {
    const hovered = [...element.querySelectorAll<HTMLElement>(":hover")].pop();
    hovered?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && element.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }, 50);
}

const TRIGGERS: Record<string, string[]> = {
  hover: ["pointerenter", "focusin", "touchstart"],
  interaction: ["focusin", "pointerdown", "touchstart"],
};

function stored(key: string | undefined): boolean {
  try {
    return Boolean(key && sessionStorage.getItem(key));
  } catch {
    return false;
  }
}

/**
 * Islands wait for their trigger so that React is only downloaded and run when someone uses them: a page's
 * first load stays free of long tasks. Text typed before hydration is kept by the island itself.
 */
export function hydrateIslands(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const triggers = TRIGGERS[element.dataset.hydrate ?? "load"];
    if (!triggers || stored(element.dataset.eagerIfStored)) {
      void hydrate(element);
      continue;
    }
    const start = () => {
      triggers.forEach((type) => element.removeEventListener(type, start));
      void hydrate(element);
    };
    triggers.forEach((type) => element.addEventListener(type, start, { passive: true }));
  }
}
