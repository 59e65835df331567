import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rollup";
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from "vite";
import { ISLAND_SOURCES, ISLANDS_DIR, MODULES_FILE } from "./scripts/build/islands";
import { baseConfig } from "./vite.base";

/**
 * The browser bundle: src/islands/client.ts and the islands it loads on demand. It is built first, into
 * its own folder; the pages name its hashed entry (ISLANDS_ENTRY, read from this build's manifest).
 */
const islands: UserConfig = {
  esbuild: { jsx: "automatic" },
  // React 19 runs the islands, as it renders the pages: one runtime at build time, in the browser and in the
  // unit tests (decision 090). It loads with an island only, never with the entry.
  plugins: [islandModules()],
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
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        // React's packages in one chunk rather than five: on a phone's network each request costs a round trip,
        // and the form's code fits the six connections a browser opens to one origin.
        manualChunks: chunkOf,
      },
    },
  },
};

export default defineConfig(mergeConfig(baseConfig(), islands));

type ModuleInfo = {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  code: string | null;
} | null;
type GetModuleInfo = (id: string) => ModuleInfo;

const BOOKING_FORM = "/src/components/booking/booking-form.tsx";
const LUCIDE_ICON = /node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/;

/**
 * React's packages in one chunk rather than five: on a phone's network each request costs a round trip, and the
 * form's code fits the six connections a browser opens to one origin. What the booking form shares with the
 * other islands (the booking schema and zod, the terms, the fares, the payment choice's words, lucide's runtime
 * and the form's own icons) in one more, unless the entry itself imports it: left to Rollup, each shared module
 * was a file of its own, and the quote page fetched twelve scripts, whose response headers (about 1 KB each
 * here) weighed as much as their code (decision 230). What only other islands use is left to Rollup.
 */
function chunkOf(
  id: string,
  { getModuleInfo, getModuleIds }: { getModuleInfo: GetModuleInfo; getModuleIds: () => IterableIterator<string> },
): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (/\/src\/(islands|components\/booking)\//.test(id) || !/\/src\/|node_modules\//.test(id)) return undefined;
  // lucide's icons are all imported through its index: which ones the form draws is read from its own imports.
  const icon = LUCIDE_ICON.exec(id)?.[1];
  if (icon) return formIcons(getModuleInfo, getModuleIds).has(icon) ? "shared" : undefined;
  if (id.endsWith("/lucide-react/dist/esm/lucide-react.mjs")) return undefined;
  const reaches = (test: (module: string, info: NonNullable<ModuleInfo>) => boolean) => {
    const seen = new Set<string>();
    const walk = (module: string): boolean => {
      if (seen.has(module)) return false;
      seen.add(module);
      const info = getModuleInfo(module);
      return Boolean(info && (test(module, info) || info.importers.some(walk)));
    };
    return walk(id);
  };
  if (reaches((_, info) => info.isEntry)) return undefined;
  return reaches((module) => module.endsWith(BOOKING_FORM)) ? "shared" : undefined;
}

let iconsOfTheForm: Set<string> | undefined;

/** The files of the lucide icons that the booking form's own modules import by name. */
function formIcons(getModuleInfo: GetModuleInfo, getModuleIds: () => IterableIterator<string>): Set<string> {
  if (iconsOfTheForm) return iconsOfTheForm;
  const index = readFileSync(path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module) || module.includes("node_modules")) return;
    seen.add(module);
    const info = getModuleInfo(module);
    for (const [, list] of info?.code?.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g) ?? [])
      for (const name of list!.split(",")) names.add(name.trim().split(/\s+as\s+/)[0]!);
    info?.importedIds.forEach(walk);
  };
  const form = [...getModuleIds()].find((module) => module.endsWith(BOOKING_FORM));
  if (form) walk(form);
  iconsOfTheForm = new Set([...names].map((name) => fileOf.get(name)).filter((file): file is string => !!file));
  return iconsOfTheForm;
}
/**
 * Writes MODULES_FILE: for each island, the chunks holding its sources and everything they import, the entry
 * excepted (already loaded). Pages name them so the islands script can fetch them before the first tap.
 */
function islandModules(): Plugin {
  return {
    name: "island-modules",
    apply: "build",
    generateBundle(_, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const chunkOf = new Map<string, OutputChunk>();
      for (const chunk of chunks)
        for (const id of chunk.moduleIds) chunkOf.set(path.relative(process.cwd(), id), chunk);
      const modules: Record<string, string[]> = {};
      for (const [name, sources] of Object.entries(ISLAND_SOURCES)) {
        const files = new Set<string>();
        const add = (chunk: OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) add(bundle[file] as OutputChunk | undefined);
        };
        for (const source of sources) {
          const chunk = chunkOf.get(source);
          if (!chunk) this.error(`island ${name}: ${source} is in no chunk (scripts/build/islands.ts, ISLAND_SOURCES)`);
          add(chunk);
        }
        modules[name] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: MODULES_FILE, source: `${JSON.stringify(modules, null, 2)}\n` });
    },
  };
}
