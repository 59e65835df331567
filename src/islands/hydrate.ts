import { islands, type IslandName } from "./registry";

async function hydrate(element: HTMLElement) {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = "pending";
  const name = element.dataset.island as IslandName;
  const [Component, { createElement }, { hydrateRoot }] = await Promise.all([islands[name](), import("react"), import("react-dom/client")]);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  hydrateRoot(element, createElement(Component as React.ComponentType<Record<string, unknown>>, props));
  element.dataset.hydrated = "true";
}

const INTERACTIONS = ["pointerenter", "focusin", "touchstart"] as const;

export function hydrateIslands(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (element.dataset.hydrate === "interaction") {
      const start = () => {
        INTERACTIONS.forEach((type) => element.removeEventListener(type, start));
        void hydrate(element);
      };
      INTERACTIONS.forEach((type) => element.addEventListener(type, start, { passive: true, once: true }));
    } else {
      void hydrate(element);
    }
  }
}
