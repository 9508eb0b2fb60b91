import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * What the server's PDFs share (the ask kit's poster, the donor's giving statement and receipt):
 * drawn with pdf-lib's standard fonts, so nothing is read from disk and the files stay small.
 * Those fonts write only WinAnsi (Western European) characters: any other is reduced to its base
 * letter (é → e) or a question mark, never an error.
 */

export const PDF_INK = rgb(0.1, 0.12, 0.16);
export const PDF_MUTED = rgb(0.35, 0.38, 0.43);

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Helvetica, bold and oblique, embedded in the document. */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { regular, bold, italic };
}

/** A new document with its title and creator set. */
export async function createPdf(title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfMetadataText(title));
  doc.setCreator('Walkfund');
  doc.setProducer('Walkfund');
  return doc;
}

/** Document metadata is not drawn with a font; kept to plain printable text anyway (accents dropped). */
export function pdfMetadataText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '');
}

/** The text with every character the font cannot write replaced: accents dropped where that helps, else '?'. */
export function winAnsiText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base && Array.from(base).every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
  }
  return out;
}

/**
 * The text broken into lines no wider than `width`; a word wider than a line is cut. Past
 * `maxLines`, the last kept line ends with an ellipsis.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(' ').filter(Boolean)) {
    let rest = word;
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    const next = line ? `${line} ${rest}` : rest;
    if (fits(next)) line = next;
    else {
      if (line) lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The largest size at most `max` at which the text fits the width on one line (down to `min`). */
export function fittingSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}
