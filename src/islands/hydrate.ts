import { islands, type IslandName } from "./registry";

/**
 * `ahead`: the island is prepared before anyone uses it (the visitor nears it), so it hydrates as a transition,
 * in slices; otherwise someone is waiting for it (a tap woke it, or it is needed at load) and it hydrates at once.
 */
async function hydrate(element: HTMLElement, ahead = false) {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = "pending";
  // A band skipped while the page loaded is rendered for good: nothing in an island may be clipped by it.
  element.closest("[data-band]")?.setAttribute("data-rendered", "");
  const name = element.dataset.island as IslandName;
  const [Component, { createElement, startTransition, useLayoutEffect }, { hydrateRoot }] = await Promise.all([
    islands[name](),
    import("react"),
    import("react-dom/client"),
  ]);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  // "true" once the island is committed (its handlers attached), not when hydration is merely scheduled.
  function Hydrated({ children }: { children: React.ReactNode }) {
    useLayoutEffect(() => {
      element.dataset.hydrated = "true";
    }, []);
    return children;
  }
  const render = () => {
    hydrateRoot(
      element,
      createElement(Hydrated, null, createElement(Component as React.ComponentType<Record<string, unknown>>, props)),
    );
  };
  // Selective hydration (decision 100). Prepared ahead, the island hydrates as a transition, in slices of a few
  // milliseconds, so the visitor's scrolling keeps painting; React listens on it from this call on, and a tap or
  // a key on it before the last slice makes React finish at once and then run the island's own handler: the event
  // is handled, not lost. Woken by a tap, it hydrates in one go: slices would only make that visitor wait
  // longer. Text typed before React arrived is read from the fields (src/components/booking/values.ts).
  if (ahead) startTransition(render);
  else render();
}

const TRIGGERS: Record<string, string[]> = {
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
    // Low priority: the page's own stylesheet, font and pictures go first on a slow network.
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href, fetchPriority: "low" }),
    );
  }
}

/**
 * Runs once the visitor has done something: scrolled, touched, clicked or pressed a key. A scroll is often what
 * started this script (src/lib/inline-scripts.ts): a page already scrolled counts at once.
 */
function onFirstIntent(run: () => void) {
  if (window.scrollY > 0) return run();
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
          idle(() => void hydrate(element, true));
        }
      },
      { rootMargin: "100% 0px" },
    );
    elements.forEach((element) => observer.observe(element));
  });
}

/**
 * Islands wait for their trigger so that their code only runs when someone uses them: a page's first load stays
 * free of long tasks. Islands that name their code (data-modules, the booking form) are also prepared ahead
 * as the visitor nears them (prepareNearViewport); the page's main island (data-primary, the quote pages'
 * form) has its code fetched by the page loader once the largest paint is done (src/lib/inline-scripts.ts),
 * and still hydrates on the first tap: hydrating at load would block scrolling on a slow phone. Text typed
 * before hydration is kept by the island itself.
 */
export function hydrateIslands(root: ParentNode = document) {
  const prefetchable: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const triggers = TRIGGERS[element.dataset.hydrate ?? "load"];
    // A field tapped before this script arrived already has the focus: that tap was the trigger.
    const touched = element.contains(document.activeElement);
    if (!triggers || touched || stored(element.dataset.eagerIfStored)) {
      void hydrate(element);
      continue;
    }
    const start = () => {
      triggers.forEach((type) => element.removeEventListener(type, start));
      void hydrate(element);
    };
    triggers.forEach((type) => element.addEventListener(type, start, { passive: true }));
    if (element.dataset.modules && !element.dataset.primary) prefetchable.push(element);
  }
  prepareNearViewport(prefetchable);
}
