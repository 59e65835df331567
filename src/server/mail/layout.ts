import { site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { letterPartsText } from "./letter-parts.text.js";

/**
 * Every e-mail of ours is one letter: a title, a few paragraphs, at most one highlighted figure (a price),
 * buttons, sections of labelled rows and a footer, in one language. The same parts give the plain-text body
 * and the HTML body, so both always say the same thing. Everything is plain text here and escaped for HTML.
 */
export type Cell = string | { text: string; href: string };
export type Row = [label: string, value: Cell];
export type LetterSection = { heading: string; rows: Row[] };
export type Action = { label: string; href: string; primary?: boolean };

export type Letter = {
  lang: BookingLocale;
  title: string;
  paragraphs: string[];
  highlight?: { label: string; value: string; note?: string };
  actions?: Action[];
  /** Said instead of the buttons when there are none to give (a deployment without links). */
  noActions?: string;
  sections: LetterSection[];
  footer: string[];
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** Phone numbers ("02 61 91 44 20", "+33 2 61 91 44 20") and references ("VPN-261125-SDNG") never break across lines. */
function unbrokenPhones(html: string): string {
  return html.replace(
    /(\+\d{1,3}(?: \d{1,4}){3,5}|\b0\d(?: \d\d){4}\b|\bVPN-\d{6}-[A-Z0-9]{4}\b)/g,
    '<span style="white-space:nowrap">$1</span>',
  );
}

const cellText = (cell: Cell) => (typeof cell === "string" ? cell : `${cell.text} (${cell.href})`);

export function letterText(l: Letter): string {
  // French puts a non-breaking space before the colon; English none; a label that asks (« Running late? ») takes none.
  const colon = letterPartsText[l.lang].colon;
  const after = (label: string) => (/[?!]$/.test(label) ? "" : colon);
  const lines: string[] = [l.title, "", ...l.paragraphs.flatMap((p) => [p, ""])];
  if (l.highlight) {
    lines.push(`${l.highlight.label}${after(l.highlight.label)} ${l.highlight.value}`);
    if (l.highlight.note) lines.push(l.highlight.note);
    lines.push("");
  }
  if (l.actions?.length) lines.push(...l.actions.map((a) => `${a.label}${after(a.label)} ${a.href}`), "");
  else if (l.noActions) lines.push(l.noActions, "");
  for (const section of l.sections) {
    lines.push(
      section.heading.toUpperCase(),
      ...section.rows.map(([label, value]) => `${label}${after(label)} ${cellText(value)}`),
      "",
    );
  }
  lines.push(...l.footer);
  return lines.join("\n");
}

const GOLD = "#c8a45d";
const GOLD_INK = "#7a5b1e";
const INK = "#0e1116";
const MUTED = "#555c69";
const LINE = "#ddd4c3";

function cellHtml(cell: Cell): string {
  if (typeof cell === "string") return escapeHtml(cell);
  return `<a href="${escapeHtml(cell.href)}" style="color:${GOLD_INK};text-decoration:underline">${escapeHtml(cell.text)}</a>`;
}

function buttonHtml(action: Action): string {
  const colours = action.primary
    ? `background:${GOLD};color:${INK};border:1px solid ${GOLD}`
    : `background:#ffffff;color:${INK};border:1px solid ${INK}`;
  // Each button on its own line on a phone, side by side on a wide screen; 16 px apart either way.
  return `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 12px 16px 0;padding:14px 26px;border-radius:999px;font:600 15px/1.2 Arial,Helvetica,sans-serif;text-decoration:none;${colours}">${escapeHtml(action.label)}</a>`;
}

export function letterHtml(l: Letter): string {
  const paragraphs = l.paragraphs
    .map((p) => `<p style="margin:0 0 14px">${unbrokenPhones(escapeHtml(p))}</p>`)
    .join("");
  const highlight = l.highlight
    ? `<div style="margin:22px 0;padding:18px 22px;border:1px solid ${GOLD};border-radius:12px;background:#f7f3ec"><p style="margin:0;font:600 12px Arial,Helvetica,sans-serif;letter-spacing:.14em;text-transform:uppercase;color:${GOLD_INK}">${escapeHtml(l.highlight.label)}</p><p style="margin:6px 0 0;font:600 30px/1.2 Georgia,'Times New Roman',serif;color:${INK}">${escapeHtml(l.highlight.value)}</p>${l.highlight.note ? `<p style="margin:6px 0 0;font-size:13px;color:${MUTED}">${escapeHtml(l.highlight.note)}</p>` : ""}</div>`
    : "";
  const actions = l.actions?.length
    ? `<div style="margin:24px 0 8px">${l.actions.map(buttonHtml).join("")}</div>`
    : l.noActions
      ? `<p style="margin:16px 0;color:${MUTED}">${escapeHtml(l.noActions)}</p>`
      : "";
  const sections = l.sections
    .map(
      (s) =>
        `<h2 style="font:600 17px Georgia,'Times New Roman',serif;color:${GOLD_INK};margin:30px 0 8px;padding-bottom:6px;border-bottom:1px solid ${LINE}">${escapeHtml(s.heading)}</h2><table role="presentation" width="100%" style="border-collapse:collapse;font:14px/1.5 Arial,Helvetica,sans-serif">${s.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 14px 6px 0;width:38%;color:${MUTED};vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;color:${INK};vertical-align:top;white-space:pre-line;word-break:break-word">${cellHtml(value)}</td></tr>`,
          )
          .join("")}</table>`,
    )
    .join("");
  const footer = l.footer.map((line) => `<p style="margin:0 0 6px">${unbrokenPhones(escapeHtml(line))}</p>`).join("");
  return `<!doctype html><html lang="${l.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(l.title)}</title></head><body style="margin:0;background:#f7f3ec;padding:24px 12px"><div style="max-width:600px;margin:0 auto"><div style="background:${INK};border-radius:14px 14px 0 0;padding:20px 28px"><p style="margin:0;font:600 12px Arial,Helvetica,sans-serif;letter-spacing:.24em;text-transform:uppercase;color:${GOLD}">${escapeHtml(site.brand)}</p></div><div style="background:#ffffff;border-radius:0 0 14px 14px;padding:28px;font:15px/1.6 Arial,Helvetica,sans-serif;color:${INK}"><h1 style="font:600 24px/1.25 Georgia,'Times New Roman',serif;margin:0 0 18px;color:${INK}">${unbrokenPhones(escapeHtml(l.title))}</h1>${paragraphs}${highlight}${actions}${sections}<div style="margin-top:32px;padding-top:16px;border-top:1px solid ${LINE};font-size:12px;line-height:1.5;color:${MUTED}">${footer}</div></div></div></body></html>`;
}

/** A letter's two bodies. */
export function letterBodies(l: Letter): { text: string; html: string } {
  return { text: letterText(l), html: letterHtml(l) };
}
