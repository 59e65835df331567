/** One line of the report: a check passed, failed, or is only a fact worth saying (never silently passed). */
export type Check = { name: string; status: "pass" | "fail" | "note"; summary: string; details: string[] };

export function pass(name: string, summary: string): Check {
  return { name, status: "pass", summary, details: [] };
}

export function note(name: string, summary: string): Check {
  return { name, status: "note", summary, details: [] };
}

/** Passes when `problems` is empty; otherwise fails, listing them. */
export function verdict(name: string, summary: string, problems: string[]): Check {
  return { name, status: problems.length ? "fail" : "pass", summary, details: problems };
}
