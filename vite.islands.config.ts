import { defineConfig } from "vite";

/**
 * The browser bundle: src/islands/client.ts and the islands it loads on demand. React Router pre-renders
 * the pages (vite.config.ts); this build is all the JavaScript they ship.
 */
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "https://www.vtc-premium-nantes.fr") },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  esbuild: { jsx: "automatic" },
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: "islands-manifest.json",
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: "src/islands/client.ts",
      output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
});
