/** `npm start`: builds when needed, then serves build/client like Vercel on http://localhost:3000. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startLocalServer } from "./local-vercel/server";

if (!existsSync("build/client/index.html") || process.argv.includes("--build")) {
  execSync("npx tsx scripts/build.ts", { stdio: "inherit" });
}
const port = Number(process.env.PORT ?? 3000);
const { url } = await startLocalServer({ port, host: process.env.HOST ?? "127.0.0.1" });
console.log(`VTC Premium Nantes: ${url}`);
