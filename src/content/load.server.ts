import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { withRuleTokens } from "./rule-tokens.server";

export const contentDir = path.resolve(process.cwd(), "content");

/** Validates content against its schema; a failure names the file and the field, and fails the build. */
export function parseContent<T>(file: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("\n");
  throw new Error(`Invalid content in ${path.relative(process.cwd(), file)}:\n${problems}`);
}

export function readJson<T>(relativePath: string, schema: z.ZodType<T>): T {
  const file = path.join(contentDir, relativePath);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
  return parseContent(file, schema, withRuleTokens(raw, path.relative(process.cwd(), file)));
}

/** Single-line text: trimmed, no line breaks. */
export const line = z
  .string()
  .trim()
  .min(1)
  .regex(/^[^\r\n]*$/, "must be on one line");

/** A blank the operator has not filled yet, « [… à compléter] » (src/config/placeholders.ts). */
export const blank = z.string().regex(/^\[.+ à compléter\]$/, "expected a value, or a blank « [… à compléter] »");

/** A day of the calendar, "YYYY-MM-DD". */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected "YYYY-MM-DD"')
  // Zod runs this after a failed pattern too: only a day that exists comes back from Date as written.
  .refine((value) => new Date(`${value}T00:00:00Z`).toJSON()?.startsWith(value) === true, "not a date of the calendar");
