import { expect, test } from "vitest";
import { createLocalVercel } from "../../scripts/local-vercel/app";

const app = createLocalVercel({ root: process.cwd(), staticDir: "build/client", load: (file) => import(file) });
const get = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost:3000${path}`, init));

test("a path starting with two slashes is never redirected to another host", async () => {
  for (const path of ["//evil.com/", "///evil.com/", "//evil.com/a/"]) {
    const response = await get(path);
    const location = response?.headers.get("location") ?? "";
    expect(location.startsWith("//"), `${path} → ${location}`).toBe(false);
    if (location) expect(new URL(location, "http://localhost:3000").host).toBe("localhost:3000");
  }
});

test("every function answer has a JSON body, a wrong method included", async () => {
  const response = await get("/api/booking");
  expect(response?.status).toBe(405);
  expect(response?.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response?.json()).toEqual({ error: "Méthode non autorisée." });
});
