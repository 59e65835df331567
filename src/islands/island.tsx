import type { ComponentProps, ComponentType } from "react";
import type { IslandName } from "./registry";

type IslandProps<C extends ComponentType<never>> = {
  name: IslandName;
  component: C;
  props: ComponentProps<C>;
  /** "load": hydrated as soon as the page runs scripts; "interaction": on first hover, focus or touch. */
  hydrate?: "load" | "interaction";
  className?: string;
};

/**
 * A React component rendered into the pre-rendered HTML and hydrated on its own in the browser. Pages ship
 * no router runtime: only the islands they contain (src/islands/client.ts).
 */
export function Island<C extends ComponentType<never>>({ name, component: Component, props, hydrate = "load", className }: IslandProps<C>) {
  const Rendered = Component as ComponentType<ComponentProps<C>>;
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className={className}>
      <Rendered {...props} />
    </div>
  );
}
