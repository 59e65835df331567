import type { ComponentType } from "react";
import type { IslandName } from "./registry";

type IslandProps<P extends object> = {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the page for hydration: plain data only. */
  props: P;
  /** "load": hydrated as soon as the page runs scripts; "interaction": on first hover, focus or touch. */
  hydrate?: "load" | "interaction";
  className?: string;
};

/**
 * A React component rendered into the pre-rendered HTML and hydrated on its own in the browser. Pages ship
 * no router runtime: only the islands they contain (src/islands/client.ts).
 */
export function Island<P extends object>({ name, component: Component, props, hydrate = "load", className }: IslandProps<P>) {
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  );
}
