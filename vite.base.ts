import { existsSync, readFileSync } from "node:fs";
import type { UserConfig } from "vite";
import { DEFAULT_SITE_URL } from "./src/config/site-url";
import { IMAGE_MANIFEST_FILE } from "./src/lib/images";

/**
 * What every build of this project shares (pages, islands, tests): the `~` alias and the build-time
 * constants. SITE_URL is the only setting that reaches the browser; the image manifest is written by the
 * image step of the build (scripts/build/images.ts), before any Vite build runs. __TEST_IDENTITY__ marks the
 * pages of `npm run check:vercel`'s builds (src/server/kernel/test-identity.ts; the build refuses it elsewhere).
 */
export function baseConfig(): UserConfig {
  const images = existsSync(IMAGE_MANIFEST_FILE) ? readFileSync(IMAGE_MANIFEST_FILE, "utf8") : "{}";
  return {
    define: {
      __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? DEFAULT_SITE_URL),
      __TEST_IDENTITY__: JSON.stringify(process.env.VTC_TEST_IDENTITY === "1"),
      __IMAGES__: images,
    },
    resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  };
}
