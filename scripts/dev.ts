/** `npm run dev`: Vite with hot reload, vercel.json's redirects and the api/ functions mounted. */
import { execSync } from "node:child_process";
import { buildImages } from "./build/images";

await buildImages();
const port = process.env.PORT ?? "3000";
// The local mode, as in `npm start` (docs/decisions/002-deployment-environments.md).
execSync(`npx react-router dev --port ${port}`, { stdio: "inherit", env: { ...process.env, VTC_LOCAL_MODE: "1" } });
