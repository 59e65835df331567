import { formatEuros } from "../../lib/fares.js";
import { parisDay, parisHour } from "../../lib/paris-time.js";
import {
  getRegisterStore,
  keepInRegister,
  monthOf,
  type RegisterLine,
  type RegisterStore,
} from "../settlement/register.js";
import type { ConsoleDeps } from "./deps.js";

/**
 * The receipts register for the accountant (docs/decisions/260-operator-console.md), a month or a year as CSV:
 * French conventions (`;` between fields, a decimal comma, UTF-8 with its mark so that a spreadsheet reads the
 * accents), a line per payment, refund, note, invoice and credit note. A month's bookings still held are read again
 * from their records first; a year reads the lines kept. A cell that a spreadsheet would run as a formula is made text.
 */
const PERIOD = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

export function monthsOf(period: string): string[] | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const year = match[1]!;
  return match[2]
    ? [`${year}-${match[2]}`]
    : Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
}

export async function registerOf(
  period: string,
  deps: ConsoleDeps,
  register: RegisterStore = getRegisterStore(),
): Promise<RegisterLine[] | null> {
  const months = monthsOf(period);
  if (!months) return null;
  const references = [...new Set((await Promise.all(months.map((m) => register.month(m)))).flat())];
  const fresh = months.length === 1;
  const kept: Record<string, RegisterLine[]> = {};
  for (let i = 0; i < references.length; i += 100) {
    const chunk = references.slice(i, i + 100);
    if (fresh) {
      const read = await Promise.all(chunk.map((r) => keepInRegister({ ...deps, stores: deps.trips, register }, r)));
      chunk.forEach((r, j) => {
        if (read[j]!.length) kept[r] = read[j]!;
      });
    }
    const missing = chunk.filter((r) => !kept[r]);
    Object.assign(kept, await register.lines(missing));
  }
  const wanted = new Set(months);
  return Object.values(kept)
    .flat()
    .filter((line) => wanted.has(monthOf(line.at)))
    .sort((a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference) || a.id.localeCompare(b.id));
}

const OPERATIONS: Record<RegisterLine["operation"], string> = {
  encaissement: "Encaissement",
  remboursement: "Remboursement",
  note: "Note",
  facture: "Facture",
  avoir: "Facture d’avoir",
};

const HEADER = [
  "Date",
  "Heure",
  "Réservation",
  "Client",
  "Opération",
  "Montant TTC (€)",
  "Mode de règlement",
  "Pièce",
  "Référence Stripe",
];

/** A cell: quoted when it holds a separator, a quote or a line break; a leading =, +, -, @ made text. */
function cell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** « 1234,50 »: cents as a spreadsheet reads a French amount, without a thousands separator. */
const amount = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

export function registerCsv(lines: RegisterLine[]): string {
  const rows = lines.map((l) =>
    [
      cell(parisDay(new Date(l.at))),
      cell(parisHour(new Date(l.at))),
      cell(l.reference),
      cell(l.customer),
      cell(OPERATIONS[l.operation]),
      cell(amount(l.amount), false),
      cell(l.method),
      cell(l.document),
      cell(l.stripe),
    ].join(";"),
  );
  return `\ufeff${[HEADER.join(";"), ...rows].join("\r\n")}\r\n`;
}

/** What the console shows beside the download: what came in, what went back, the net. */
export function registerTotals(lines: RegisterLine[]) {
  const received = lines.filter((l) => l.operation === "encaissement").reduce((s, l) => s + l.amount, 0);
  const refunded = -lines.filter((l) => l.operation === "remboursement").reduce((s, l) => s + l.amount, 0);
  return {
    received: formatEuros(received / 100),
    refunded: formatEuros(refunded / 100),
    net: formatEuros((received - refunded) / 100),
    lines: lines.length,
  };
}
