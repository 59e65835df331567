/** `npm run dev`: Vite with hot reload, vercel.json's redirects and the api/ functions mounted. */
import { execSync } from "node:child_process";
import { ratingForBuild, writeGoogleRating } from "./build/google-rating";
import { buildImages } from "./build/images";

await buildImages();
// The rating the pages show, as a build reads it (the local mode's sample without a Google key).
const rating = await ratingForBuild();
if (!rating.ok) throw new Error(rating.error);
writeGoogleRating(rating.value);
const port = process.env.PORT ?? "3000";
// The local mode, as in `npm start` (docs/decisions/002-deployment-environments.md).
execSync(`npx react-router dev --port ${port}`, { stdio: "inherit", env: { ...process.env, VTC_LOCAL_MODE: "1" } });
