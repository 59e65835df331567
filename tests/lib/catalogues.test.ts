import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Every text catalogue of src/, found by its name (`<feature>.text.ts`, docs/development.md#texts-in-two-languages),
 * so a new one is checked without editing this file: both languages hold exactly the same keys, at every depth; no
 * text is empty; and the French puts a no-break space (U+00A0, or the narrow U+202F) before « : ; ! ? » and inside
 * « ». A function is read by calling it with stand-in arguments (below) and reading what it returns.
 */
const files = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".text.ts"))
  .sort();

type Catalogue = { fr: unknown; en?: unknown };

const isCatalogue = (value: unknown): value is Catalogue => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort().join();
  return keys === "en,fr" || keys === "fr";
};

const catalogues = new Map<string, [name: string, catalogue: Catalogue][]>();
for (const file of files) {
  const module: Record<string, unknown> = await import(path.resolve("src", file));
  catalogues.set(
    file,
    Object.entries(module).filter((entry): entry is [string, Catalogue] => isCatalogue(entry[1])),
  );
}

/**
 * A stand-in for any argument: a text (« Exemple »), a number (2) where arithmetic or a date wants one, a list of
 * two stand-ins, and a record whose every field is a stand-in, but for a trip's `date` and `time`, which hold a day
 * and a time of day (« 2027-03-04 », « 08:30 ») as a sealed request does.
 */
function standIn(text = "Exemple"): unknown {
  const stand: unknown = new Proxy(() => stand, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === "string" ? text : 2);
      if (key === Symbol.iterator) return () => [stand, stand][Symbol.iterator]();
      if (key === "length") return 2;
      if (key === "date") return DAY;
      if (key === "time") return TIME;
      if (typeof key === "string" && key in String.prototype)
        return (...args: unknown[]) => Reflect.apply(Reflect.get(String.prototype, key), text, args);
      if (typeof key === "string" && key in Array.prototype)
        return (...args: unknown[]) => Reflect.apply(Reflect.get(Array.prototype, key), [stand, stand], args);
      return stand;
    },
  });
  return stand;
}
const DAY = standIn("2027-03-04");
const TIME = standIn("08:30");
const STAND_IN = standIn();

/**
 * The argument lists a function is called with: every argument a stand-in, then each one in turn false, undefined,
 * 0 and 1 (the other branch of a flag, an optional part left out, a count of none or one).
 */
function argumentLists(fn: (...args: unknown[]) => unknown): unknown[][] {
  const count = fn.length + 1;
  const all = Array.from({ length: count }, () => STAND_IN);
  const lists = [all];
  for (let i = 0; i < count; i++)
    for (const other of [false, undefined, 0, 1]) lists.push(all.map((arg, j) => (j === i ? other : arg)));
  return lists;
}

type Said = { where: string; text: string };

/** Every text a catalogue's branch says: its strings, and what its functions return for the argument lists above. */
function textsOf(value: unknown, where: string, depth = 0): Said[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (value === STAND_IN || depth > 4) return [];
  if (typeof value === "function") {
    const said: Said[] = [];
    let answered = false;
    for (const args of argumentLists(value as (...args: unknown[]) => unknown)) {
      try {
        said.push(...textsOf(Reflect.apply(value, undefined, args), `${where}(…)`, depth + 1));
        answered = true;
      } catch {
        // Not arguments this function takes: the next list.
      }
    }
    if (!answered) throw new Error(`${where}: no stand-in arguments fit`);
    return said;
  }
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${where}.${key}`, depth));
  return [];
}

/** Where the two languages differ in shape: a key held by one only, a text in one and a list in the other. */
function shapeDifferences(fr: unknown, en: unknown, where: string): string[] {
  const kind = (v: unknown) => (Array.isArray(v) ? "list" : v === null ? "null" : typeof v);
  if (kind(fr) !== kind(en)) return [`${where}: ${kind(fr)} in French, ${kind(en)} in English`];
  if (Array.isArray(fr) && Array.isArray(en)) {
    if (fr.length !== en.length) return [`${where}: ${fr.length} items in French, ${en.length} in English`];
    return fr.flatMap((item, i) => shapeDifferences(item, en[i], `${where}[${i}]`));
  }
  if (kind(fr) !== "object") return [];
  const a = fr as Record<string, unknown>;
  const b = en as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => {
    if (!(key in b)) return [`${where}.${key}: missing in English`];
    if (!(key in a)) return [`${where}.${key}: missing in French`];
    return shapeDifferences(a[key], b[key], `${where}.${key}`);
  });
}

/**
 * The empty texts of a branch: a string with nothing in it but ordinary spaces (a no-break space is typography, and
 * counts), or a function that says nothing whatever it is given.
 */
function emptyTexts(value: unknown, where: string): string[] {
  if (typeof value === "string") return /^[ \t\r\n]*$/.test(value) ? [where] : [];
  if (typeof value === "function")
    return textsOf(value, where).some((s) => !/^[ \t\r\n]*$/.test(s.text)) ? [] : [where];
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => emptyTexts(inner, `${where}.${key}`));
  return [];
}

const NO_BREAK = "[\\u00a0\\u202f]";
const FRENCH_RULES: { name: string; pattern: RegExp }[] = [
  {
    name: "no no-break space before a high punctuation mark",
    // The mark as punctuation (a space, a closing sign or the end after it), not a time or an address (« 10:30 »,
    // « https:// »); after another mark (« ?! ») it needs none of its own.
    pattern: new RegExp(`(?<!${NO_BREAK}|[:;!?])[:;!?](?=$|[\\s»)"’.,])`, "gu"),
  },
  { name: "no no-break space after an opening guillemet", pattern: new RegExp(`«(?!${NO_BREAK})`, "gu") },
  { name: "no no-break space before a closing guillemet", pattern: new RegExp(`(?<!${NO_BREAK})»`, "gu") },
];

function typographyOffences(said: Said[]): string[] {
  return said.flatMap(({ where, text }) =>
    FRENCH_RULES.flatMap(({ name, pattern }) =>
      [...text.matchAll(pattern)].map((m) => {
        const at = m.index ?? 0;
        return `${where}: ${name}: “…${text.slice(Math.max(0, at - 30), at + 20)}…”`;
      }),
    ),
  );
}

test("the catalogues are found by their name, and each file holds at least one", () => {
  expect(files.length).toBeGreaterThan(20);
  const without = files.filter((file) => !catalogues.get(file)?.length);
  expect(without, `no catalogue exported by ${without.join(", ")}`).toEqual([]);
});

test("the checks catch what they should and let correct text through", () => {
  for (const bad of [
    "Contact : ici",
    "Contact: ici",
    "Vraiment ?",
    "Parfait !",
    "« citation\u00a0»",
    "«\u00a0citation »",
  ])
    expect(typographyOffences([{ where: "bad", text: bad }]), bad).not.toEqual([]);
  const good = typographyOffences([
    { where: "good", text: "Contact\u00a0: ici\u00a0; «\u00a0citation\u00a0»\u00a0! Vraiment\u202f?!" },
    { where: "good", text: "À 10:30, sur https://exemple.fr/?a=1" },
  ]);
  expect(good).toEqual([]);
  expect(shapeDifferences({ a: "x", b: { c: "y" } }, { a: "x", b: {} }, "t")).toEqual(["t.b.c: missing in English"]);
  expect(emptyTexts({ a: "", b: () => "" }, "t")).toEqual(["t.a", "t.b"]);
  expect(textsOf((n: number, b: boolean) => (b ? `${n} fois` : "jamais"), "t").map((s) => s.text)).toContain("jamais");
});

describe.each(files)("%s", (file) => {
  const found = catalogues.get(file) ?? [];

  test.each(found.filter(([, c]) => "en" in c))("%s: French and English hold the same keys", (name, c) => {
    expect(shapeDifferences(c.fr, c.en, name)).toEqual([]);
  });

  test.each(found)("%s: no text is empty", (name, c) => {
    expect([...emptyTexts(c.fr, `${name}.fr`), ...("en" in c ? emptyTexts(c.en, `${name}.en`) : [])]).toEqual([]);
  });

  test.each(found)("%s: French typography", (name, c) => {
    const offences = typographyOffences(textsOf(c.fr, `${name}.fr`));
    expect(offences, offences.join("\n")).toEqual([]);
  });
});
