import { islands, type IslandName } from "./registry";

async function hydrate(element: HTMLElement) {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = "pending";
  const name = element.dataset.island as IslandName;
  const [Component, { createElement, startTransition, useLayoutEffect }, { hydrateRoot }] = await Promise.all([
    islands[name](),
    import("react"),
    import("react-dom/client"),
  ]);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  // "true" once React has committed the island (its handlers attached), not when hydration is merely scheduled.
  function Hydrated({ children }: { children: React.ReactNode }) {
    useLayoutEffect(() => {
      element.dataset.hydrated = "true";
    }, []);
    return children;
  }
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser handle input between
  // them; an event on the island meanwhile makes React finish it at once, then replays the event.
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(Hydrated, null, createElement(Component as React.ComponentType<Record<string, unknown>>, props)),
    );
  });
  // The hover or focus that woke the island happened before React listened: replay it once React has run.
  setTimeout(() => {
    const hovered = [...element.querySelectorAll<HTMLElement>(":hover")].pop();
    hovered?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && element.contains(focused))
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
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
 * Fetches an island's code without running anything: `modulepreload` downloads and compiles the chunks; the
 * first tap then only runs them. Once per island.
 */
function prefetch(element: HTMLElement) {
  if (element.dataset.prefetched || element.dataset.hydrated) return;
  element.dataset.prefetched = "true";
  for (const href of element.dataset.modules?.split(" ") ?? []) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
}

/** Runs once the visitor has done something: scrolled, touched, clicked or pressed a key. */
function onFirstIntent(run: () => void) {
  const types = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
  const once = (event: Event) => {
    if (event.type === "scroll" && window.scrollY === 0) return; // The quote page's own scroll to the top.
    types.forEach((type) => window.removeEventListener(type, once, true));
    run();
  };
  types.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
}

const idle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Once the visitor moves through the page, an island that names its code and comes within a screen of the
 * viewport has that code fetched (modulepreload), then is hydrated when the browser is idle, in slices: the
 * tap that reaches it finds it ready. A visitor who has not moved (a page's load, Lighthouse) causes neither
 * a download nor a long task: on a simulated slow network, bytes fetched while the page loads delay its
 * largest paint.
 */
function prepareNearViewport(elements: HTMLElement[]) {
  if (!elements.length || !("IntersectionObserver" in window)) return;
  onFirstIntent(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          observer.unobserve(element);
          prefetch(element);
          idle(() => void hydrate(element));
        }
      },
      { rootMargin: "100% 0px" },
    );
    elements.forEach((element) => observer.observe(element));
  });
}

/**
 * Islands wait for their trigger so that React is only run when someone uses them: a page's first load stays
 * free of long tasks. Islands that name their code (data-modules, the booking form) are also prepared ahead
 * as the visitor nears them (prepareNearViewport). Text typed before hydration is kept by the island itself.
 */
export function hydrateIslands(root: ParentNode = document) {
  const prefetchable: HTMLElement[] = [];
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
    if (element.dataset.modules) prefetchable.push(element);
  }
  prepareNearViewport(prefetchable);
}
