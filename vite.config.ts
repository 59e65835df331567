import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localVercel } from "./scripts/local-vercel/vite-plugin";

/** Public origin of the site; the default is the production domain (README, "Environment"). */
const siteUrl = process.env.SITE_URL ?? "https://www.vtc-premium-nantes.fr";

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), localVercel()],
  build: { assetsInlineLimit: 0 },
});
