/** `npm run dev`: Vite with hot reload, vercel.json's redirects and the api/ functions mounted. */
import { execSync } from "node:child_process";
import { buildImages } from "./build/images";

await buildImages();
const port = process.env.PORT ?? "3000";
execSync(`npx react-router dev --port ${port}`, { stdio: "inherit" });
