import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, mergeConfig } from "vite";
import { islandModules, islandsEntry } from "./scripts/build/islands";
import { localVercel } from "./scripts/local-vercel/vite-plugin";
import { baseConfig } from "./vite.base";

/** The pre-rendered pages (React Router). The browser's JavaScript is built first, by vite.islands.config.ts. */
export default defineConfig(
  mergeConfig(baseConfig(), {
    define: { __ISLANDS_ENTRY__: JSON.stringify(islandsEntry()), __ISLAND_MODULES__: JSON.stringify(islandModules()) },
    plugins: [tailwindcss(), reactRouter(), localVercel()],
    build: { assetsInlineLimit: 0 },
  }),
);
