import type { Config } from "@react-router/dev/config";
import { pages } from "./src/pages.server";

/** Every page is pre-rendered to HTML at build time; the CDN serves files, the browser hydrates them. */
export default {
  appDirectory: "src",
  buildDirectory: "build",
  // With `ssr: true` and no <Scripts /> in the layout, pages are pre-rendered without the router runtime.
  ssr: true,
  // The page list (src/pages.server.ts), the 404 page included: it is copied to 404.html (scripts/build.ts).
  async prerender() {
    return pages().map((p) => p.path);
  },
} satisfies Config;
