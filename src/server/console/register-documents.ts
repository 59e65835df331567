import { ARCHIVE_MAX_MEGABYTES } from "../../config/console.js";
import { isNoteNumber } from "../booking/store.js";
import { zip, type ZipFile } from "../kernel/zip.js";
import type { KeptDocuments } from "../settlement/kept-documents.js";
import type { RegisterLine } from "../settlement/register.js";
import { documentFilename } from "../settlement/settlement-letters.js";
import { consoleText } from "./console.text.js";
import { registerCsv } from "./register.js";

const t = consoleText.fr;

/**
 * The register's documents for the accountant (docs/decisions/280-register-documents.md): one ZIP with the period's
 * CSV and the PDF of every note, invoice and credit note its lines name, each under the name it had in its e-mail
 * (`note-N2026-0001.pdf`, `facture-2026-0001.pdf`, `avoir-2026-0002.pdf`), as kept when it was sent
 * (never drawn again, never renumbered); a number whose PDF is not kept is listed in `pieces-manquantes.txt`. Bounded
 * to fit one answer of a function: past ARCHIVE_MAX_MEGABYTES, or when the reads would outlast the answer's deadline, no
 * archive, and the operator is told to take the period month by month.
 */
export const ARCHIVE_MAX_BYTES = ARCHIVE_MAX_MEGABYTES * 1024 * 1024;
/** Past this many documents, no read is tried: the archive could not stay under its bound. */
export const ARCHIVE_MAX_DOCUMENTS = 4_000;
const CHUNK = 50;
/** What one chunk's read and its deflating may take, kept before the deadline. */
const CHUNK_MS = 2_500;

export type Archive =
  | { ok: true; zip: Uint8Array<ArrayBuffer>; documents: number; missing: number }
  | { ok: false; status: 413 | 503; error: string };

type Named = { reference: string; at: string; file: string };

/** The name each document's PDF had in its e-mail, from the kind of line that names it. */
function fileOf(line: RegisterLine, number: string): string {
  const kind =
    line.operation === "avoir" || line.operation === "remboursement"
      ? "credit-note"
      : line.operation === "note" || (line.operation === "encaissement" && isNoteNumber(number))
        ? "receipt"
        : "invoice";
  return documentFilename(kind, number);
}

/** Each number the lines name once, with its booking and the line that issued it (else the first that names it). */
function named(lines: RegisterLine[]): Map<string, Named> {
  const numbers = new Map<string, Named>();
  for (const line of lines) {
    if (!line.document) continue;
    if (!numbers.has(line.document) || line.id.startsWith("doc:"))
      numbers.set(line.document, { reference: line.reference, at: line.at, file: fileOf(line, line.document) });
  }
  return numbers;
}

export async function registerArchive(
  period: string,
  lines: RegisterLine[],
  kept: KeptDocuments,
  deadline: number,
  now = new Date(),
): Promise<Archive> {
  const tooLarge = { ok: false, status: 413, error: t.archiveTooLarge(ARCHIVE_MAX_MEGABYTES) } as const;
  const numbers = named(lines);
  if (numbers.size > ARCHIVE_MAX_DOCUMENTS) return tooLarge;
  const all = [...numbers.keys()];
  const files: ZipFile[] = [{ name: `registre-recettes-${period}.csv`, data: csvBytes(lines), at: now }];
  const missing: string[] = [];
  let bytes = 0;
  for (let i = 0; i < all.length; i += CHUNK) {
    if (Date.now() + CHUNK_MS > deadline) return { ok: false, status: 503, error: t.archiveLate };
    const chunk = all.slice(i, i + CHUNK);
    const read = await kept.read(chunk);
    for (const number of chunk) {
      const pdf = read.get(number);
      const facts = numbers.get(number)!;
      if (!pdf) {
        missing.push(t.missingDocument(number, facts.reference));
        continue;
      }
      // Counted before deflating: a bound above the archive's own size, known before it is written.
      bytes += pdf.length;
      if (bytes > ARCHIVE_MAX_BYTES) return tooLarge;
      files.push({ name: facts.file, data: pdf, at: new Date(facts.at) });
    }
  }
  if (missing.length)
    files.push({ name: "pieces-manquantes.txt", data: Buffer.from(t.missingDocuments(missing), "utf8"), at: now });
  const archive = zip(files);
  if (archive.length > ARCHIVE_MAX_BYTES) return tooLarge;
  return { ok: true, zip: archive, documents: files.length - 1 - (missing.length ? 1 : 0), missing: missing.length };
}

const csvBytes = (lines: RegisterLine[]) => new Uint8Array(Buffer.from(registerCsv(lines), "utf8"));
