import type { ComponentType } from "react";
import type { IslandName } from "./registry";

type IslandProps<P extends object> = {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the page for hydration: plain data only. */
  props: P;
  /**
   * When the island's code runs: "load" at once; "interaction" on first focus, press or touch inside it. Until then the pre-rendered HTML is the island.
   */
  hydrate?: "load" | "interaction";
  /** Hydrate at load anyway when this session-storage key exists (a draft to restore). */
  eagerIfStored?: string;
  /**
   * For an island that is the page's purpose (the quote page's form): its code is fetched as soon as the
   * page has loaded, instead of when the visitor moves towards it.
   */
  primary?: boolean;
  className?: string;
};

/** Island name → its chunks beyond the entry, from the islands build (vite.config.ts); absent in unit tests. */
declare const __ISLAND_MODULES__: Record<string, string[]> | undefined;

/** Islands hydrated on interaction name their code, which the islands script fetches ahead of the first tap. */
function modulesOf(name: string, hydrate: string): string | undefined {
  if (hydrate !== "interaction" || import.meta.env.DEV || typeof __ISLAND_MODULES__ === "undefined") return undefined;
  return __ISLAND_MODULES__[name]?.join(" ");
}

/**
 * A React component rendered into the pre-rendered HTML and hydrated on its own in the browser. Pages ship
 * no router runtime: only the islands they contain (src/islands/client.ts).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
  eagerIfStored,
  primary,
  className,
}: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-eager-if-stored={eagerIfStored}
      data-modules={modulesOf(name, hydrate)}
      data-primary={primary || undefined}
      data-props={JSON.stringify(props)}
      className={className}
    >
      <Component {...props} />
    </div>
  );
}
