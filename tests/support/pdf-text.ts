import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

/**
 * A PDF opened as a reader would: parsed back, its pages' text taken from their content streams (decoded from
 * WinAnsi, the standard fonts' encoding), one string per drawn line.
 */
const WIN_ANSI: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

/** The text a PDF's pages draw, one string per drawn line, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<{ lines: string[]; doc: PDFDocument }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) throw new Error("unexpected content stream");
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Array.from(Buffer.from(hex!, "hex"), (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(""));
    }
  }
  return { lines, doc };
}

/** All the text on one line, spaces (breaking or not) as one: a sentence wrapped over lines reads whole. */
export const flat = (lines: string[]) => lines.join(" ").replace(/[\s\u00a0]+/g, " ");
export const n = (text: string) => text.replace(/[\s\u00a0]+/g, " ");
