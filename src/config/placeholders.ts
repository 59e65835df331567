/**
 * Placeholders for business facts nobody has supplied yet. Two kinds:
 *
 * - `toFill("SIREN")` stands for an unknown value. It renders as the visible blank "[SIREN à compléter]"
 *   on pages and in e-mails, never as a plausible value a visitor could take for the real one.
 * - `provisional(object, names)` marks values that must stay usable before they are confirmed: a phone
 *   number a `tel:` or WhatsApp link can dial, an address e-mail can be sent to. `fictionPhone` builds a
 *   provisional number from the range ARCEP reserves for fiction, so nobody dials a stranger.
 *
 * `findPlaceholders(config)` lists both kinds by name; a production build refuses to start while the
 * list is not empty. Filling a value means replacing the helper call by the real value.
 */

/** What `toFill(name)` renders. */
export type Blank<N extends string = string> = `[${N} à compléter]`;

const BLANK = /^\[(.+) à compléter\]$/;

export function toFill<const N extends string>(name: N): Blank<N> {
  return `[${name} à compléter]`;
}

export function isPlaceholder(value: unknown): boolean {
  return typeof value === "string" && BLANK.test(value);
}

/** Where an object keeps the names of its provisional values: not enumerable, so no page or e-mail shows it. */
const PROVISIONAL = Symbol("provisional");

/** Marks the listed properties of `object` as provisional, each under a readable name. */
export function provisional<T extends object>(object: T, names: { readonly [K in keyof T]?: string }): T {
  Object.defineProperty(object, PROVISIONAL, { value: names, enumerable: false });
  return object;
}

/**
 * ARCEP keeps these ranges for films, books and examples: 02 61 91 xx xx and 06 39 98 xx xx (national
 * form, then international form without spaces).
 */
const FICTION_NATIONAL = /^0(?:2 ?61 ?91|6 ?39 ?98)(?: ?\d\d){2}$/;
const FICTION_E164 = /^\+33(?:26191|63998)\d{4}$/;

export function isFictionNumber(value: string): boolean {
  return FICTION_NATIONAL.test(value) || FICTION_E164.test(value);
}

export type Phone = { display: string; e164: string };

/** "02 61 91 44 20" → "+33261914420", refusing a number outside the fiction ranges. */
export function fictionE164(display: string): string {
  if (!FICTION_NATIONAL.test(display)) {
    throw new Error(`${display} is not in a range reserved for fiction (02 61 91 xx xx, 06 39 98 xx xx)`);
  }
  return `+33${display.replace(/\s/g, "").slice(1)}`;
}

/** A dialable placeholder number, both forms named `name`. */
export function fictionPhone(name: string, display: string): Phone {
  return provisional({ display, e164: fictionE164(display) }, { display: name, e164: name });
}

/**
 * Every placeholder still in `config`, by name, in declaration order and once each: blanks, provisional
 * values, and any number left in a fiction range (named by its path when nothing else names it).
 */
export function findPlaceholders(config: unknown): string[] {
  const names = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      const blank = BLANK.exec(value);
      if (blank) names.add(blank[1]!);
      else if (isFictionNumber(value)) names.add(`Numéro fictif (${path})`);
      return;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const marked = (value as { [PROVISIONAL]?: Record<string, string | undefined> })[PROVISIONAL];
    for (const [key, child] of Object.entries(value)) {
      const name = marked?.[key];
      if (name) {
        names.add(name);
        continue;
      }
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(config, "");
  return [...names];
}
