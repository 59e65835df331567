import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isPlaceholder } from "../config/placeholders";
import { CLAIMS } from "./figures";
import { blank, contentDir, isoDay, line, parseContent } from "./load.server";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A figure the client stated and what proves it: a blank until the operator writes it. */
const claim = <V extends z.ZodType>(value: V) =>
  z.object({
    value,
    /** What proves the figure: a document the operator keeps and can show on request. */
    evidence: line,
    /** The day he last compared the figure with that evidence. */
    checked: z.union([isoDay, blank]),
  });

export const figuresSchema = z.object({
  $comment: z.string().optional(),
  clients: claim(line),
  trips: claim(line),
  punctuality: claim(line),
  loyalty: claim(line),
  years: claim(z.number().int().positive()),
  availability: line,
});

export type FigureEvidence = { name: string; value: string; missing: string[] };

/**
 * The figures a production build refuses, each with what it lacks: the evidence still a blank, the date still a
 * blank, or a date after `today` (a check cannot have happened yet). An empty list means every stated result has
 * the operator's dated evidence beside it.
 */
export function unsourcedFigures(dir: string = contentDir, today: Date = new Date()): FigureEvidence[] {
  const file = path.join(dir, "figures.json");
  const figures = parseContent(file, figuresSchema, JSON.parse(readFileSync(file, "utf8")));
  const day = today.toISOString().slice(0, 10);
  return CLAIMS.flatMap((name) => {
    const { value, evidence, checked } = figures[name];
    const missing = [
      ...(isPlaceholder(evidence) ? ["evidence (what proves it) is a blank"] : []),
      ...(isPlaceholder(checked) ? ["checked (the day it was checked) is a blank"] : []),
      ...(ISO_DATE.test(checked) && checked > day ? [`checked is ${checked}, after today`] : []),
    ];
    return missing.length ? [{ name, value: String(value), missing }] : [];
  });
}
