/**
 * Where pages load the islands script. In dev, Vite serves the source; the build replaces the placeholder
 * in every pre-rendered page with the hashed file (scripts/islands.ts).
 */
export const ISLANDS_PLACEHOLDER = "/__islands__.js";
export const ISLANDS_SCRIPT = import.meta.env?.DEV ? "/src/islands/client.ts" : ISLANDS_PLACEHOLDER;
