/**
 * Stripe's API takes `application/x-www-form-urlencoded` bodies (and query strings) with nested names written in
 * brackets, as the official SDK encodes them: `line_items[0][price_data][unit_amount]=8400`, `expand[0]=setup_intent`.
 * This reads them back into objects and arrays; every leaf stays a string, as Stripe receives it.
 */
export type Params = { [name: string]: Param };
export type Param = string | Params | Param[];

export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.split(/\[|\]\[|\]$/).filter((part, i) => i === 0 || part !== "");
    // `a[]` (an array without indexes) appends.
    const appending = name.endsWith("[]");
    let node: Params | Param[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const key = Array.isArray(node) ? Number(part) : part;
      const holder = node as Record<string | number, Param>;
      if (last) {
        if (appending && Array.isArray(holder[key])) (holder[key] as Param[]).push(value);
        else holder[key] = appending ? [value] : value;
        return;
      }
      if (holder[key] === undefined || typeof holder[key] === "string") holder[key] = nextIsIndex ? [] : {};
      node = holder[key] as Params | Param[];
    });
  }
  return root;
}

/** A nested value as a string, or undefined. */
export function text(params: Params | undefined, ...path: (string | number)[]): string | undefined {
  let node: Param | undefined = params;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = (node as Record<string | number, Param>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function object(params: Params | undefined, name: string): Params | undefined {
  const value = params?.[name];
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/** The strings of a list (`expand[0]=…`), whether sent with indexes or brackets only. */
export function list(params: Params | undefined, name: string): string[] {
  const value = params?.[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (value && typeof value === "object") return Object.values(value).filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/** Metadata as Stripe keeps it: string values only. */
export function metadata(params: Params | undefined): Record<string, string> {
  const value = object(params, "metadata") ?? {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Sorted keys, so two encodings of the same parameters compare equal (the idempotency layer's check). */
export function canonical(value: Param | undefined): string {
  if (value === undefined || typeof value === "string") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
    .join(",")}}`;
}
