import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A page of text, written top to bottom with pdf-lib's standard fonts (Helvetica): no font file to ship, and
 * every reader shows it. Those fonts draw WinAnsi only, so text from outside (a name, an address) is brought into
 * it first: accents kept, other letters without their marks, anything else as « ? », never a failed document.
 */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const BODY = 9.5;
const LEADING = 1.35;
const GREY = rgb(0.35, 0.35, 0.35);

export type Cell = { text: string; x: number; width: number; align?: "left" | "right"; bold?: boolean; size?: number };

export type Sheet = {
  /** One block of text across `width` (the page's by default), wrapped, then the cursor below it. */
  paragraph(text: string, style?: Partial<Omit<Cell, "text">> & { grey?: boolean }): void;
  /** Cells side by side on the same lines (a table row); the cursor goes below the tallest. */
  row(cells: Cell[]): void;
  gap(points: number): void;
  rule(): void;
  save(): Promise<Uint8Array>;
};

export async function openSheet(meta: { title: string; author: string; createdAt: Date }): Promise<Sheet> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  // Fixed dates: the same input gives the same bytes.
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setLanguage("fr-FR");
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  doc.setProducer("pdf-lib");
  doc.setCreator(meta.author);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const inner = PAGE.width - 2 * PAGE.margin;

  const drawableText = (text: string) =>
    Array.from(text.replace(/\u202f/g, "\u00a0"), (char) => {
      if (drawable.has(char.codePointAt(0)!)) return char;
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      return Array.from(base).every((c) => drawable.has(c.codePointAt(0)!)) && base ? base : "?";
    }).join("");

  const wrap = (text: string, font: PDFFont, size: number, width: number): string[] =>
    text
      .split("\n")
      .map(drawableText)
      .flatMap((paragraph) => {
        const lines: string[] = [];
        let line = "";
        for (const word of paragraph.split(" ")) {
          const tried = line ? `${line} ${word}` : word;
          if (line && font.widthOfTextAtSize(tried, size) > width) {
            lines.push(line);
            line = word;
          } else line = tried;
        }
        lines.push(line);
        return lines;
      });

  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  const draw = (cells: (Cell & { grey?: boolean })[]) => {
    const laid = cells.map((cell) => {
      const font = cell.bold ? bold : regular;
      const size = cell.size ?? BODY;
      return { cell, font, size, lines: wrap(cell.text, font, size, cell.width) };
    });
    const height = Math.max(...laid.map((l) => l.lines.length * l.size * LEADING));
    room(height);
    for (const { cell, font, size, lines } of laid) {
      lines.forEach((line, i) => {
        const width = font.widthOfTextAtSize(line, size);
        const x = cell.align === "right" ? cell.x + cell.width - width : cell.x;
        page.drawText(line, { x, y: y - size - i * size * LEADING, size, font, color: cell.grey ? GREY : undefined });
      });
    }
    y -= height;
  };

  return {
    paragraph(text, style = {}) {
      draw([{ text, x: PAGE.margin, width: inner, ...style }]);
    },
    row(cells) {
      draw(cells);
    },
    gap(points) {
      y -= points;
    },
    rule() {
      room(6);
      y -= 3;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.5,
        color: GREY,
      });
      y -= 3;
    },
    save: () => doc.save(),
  };
}
