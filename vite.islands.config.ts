import { defineConfig, mergeConfig, type UserConfig } from "vite";
import { ISLANDS_DIR } from "./scripts/build/islands";
import { baseConfig } from "./vite.base";

/**
 * The browser bundle: src/islands/client.ts and the islands it loads on demand. It is built first, into
 * its own folder; the pages name its hashed entry (ISLANDS_ENTRY, read from this build's manifest).
 */
const islands: UserConfig = {
    esbuild: { jsx: "automatic" },
    publicDir: false,
    logLevel: "warn",
    build: {
      outDir: ISLANDS_DIR,
      emptyOutDir: true,
      manifest: "manifest.json",
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: "src/islands/client.ts",
        // Libraries' "use client" directives and comment annotations mean nothing here: not worth a warning.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
          warn(warning);
        },
        output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
      },
    },
};

export default defineConfig(mergeConfig(baseConfig(), islands));
