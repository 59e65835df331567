/** `npm run dev`: Vite with hot reload, vercel.json's redirects and the api/ functions mounted. */
import { execSync } from "node:child_process";
import { buildFonts } from "./fonts";
import { buildImages } from "./images";

await buildImages();
await buildFonts();
const port = process.env.PORT ?? "3000";
execSync(`npx react-router dev --port ${port}`, { stdio: "inherit" });
