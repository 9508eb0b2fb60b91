import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A donor's giving statement for a calendar year, and a single gift's receipt, as US Letter PDFs
 * (docs/features/my-giving.md). Drawn with pdf-lib's standard fonts: nothing is read from disk.
 * Those fonts write only WinAnsi characters; any other is reduced to its base letter or '?'.
 */

export interface StatementLine {
  /** "April 5, 2026". */
  date: string;
  /** "Team Tigers (walker Ann Smith)". */
  description: string;
  /** "$25.00". */
  deductible: string;
  /** "$30.00": what was paid, when it differs from the deductible amount. */
  paid: string;
}

export interface StatementDocument {
  /** "Giving statement 2026" or "Receipt". */
  title: string;
  charityName: string;
  /** "EIN 12-3456789", or "EIN on file". */
  einLine: string;
  mailingAddress: string[];
  donorName: string;
  /** "For gifts made from January 1 to December 31, 2026." */
  period: string;
  lines: StatementLine[];
  /** "$125.00". */
  total: string;
  taxStatement: string;
  /** What the donor received in return (a receipt's value-received statement). */
  note: string;
}

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const RULE = rgb(0.8, 0.82, 0.85);
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;

/** The text with every character the font cannot write replaced: accents dropped where that helps, else '?'. */
function fontText(text: string, font: PDFFont): string {
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

/** The text broken into lines no wider than `width`; a word wider than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the statement; pages are added as the gifts need them. */
export async function drawStatementPdf(doc: StatementDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(fontTextPlain(`${doc.title} - ${doc.charityName}`));
  pdf.setCreator('Walkfund');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const text = (value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number; right?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const clean = fontText(value, font);
    const x = options.right !== undefined ? options.right - font.widthOfTextAtSize(clean, size) : (options.x ?? MARGIN);
    page.drawText(clean, { x, y, size, font, color: options.color ?? INK });
  };
  const paragraph = (value: string, size: number, color = INK, font = regular) => {
    for (const line of wrap(fontText(value, font), font, size, width)) {
      ensure(size + 4);
      text(line, { size, color, font });
      y -= size + 4;
    }
  };

  text(doc.charityName, { size: 16, font: bold });
  y -= 18;
  text(doc.einLine, { color: MUTED });
  y -= 14;
  for (const line of doc.mailingAddress) {
    text(line, { color: MUTED });
    y -= 14;
  }
  y -= 12;
  text(doc.title, { size: 20, font: bold });
  y -= 22;
  paragraph(`Donor: ${doc.donorName}`, 11);
  paragraph(doc.period, 11, MUTED);
  y -= 10;

  const amountRight = PAGE.width - MARGIN;
  const paidRight = amountRight - 110;
  const header = () => {
    text('Date', { font: bold });
    text('Gift', { font: bold, x: MARGIN + 110 });
    text('Paid', { font: bold, right: paidRight });
    text('Deductible', { font: bold, right: amountRight });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: amountRight, y }, thickness: 0.5, color: RULE });
    y -= 14;
  };
  header();
  for (const line of doc.lines) {
    const description = wrap(fontText(line.description, regular), regular, 10, paidRight - 70 - (MARGIN + 110));
    ensure(14 * description.length + 4);
    text(line.date);
    text(line.paid, { right: paidRight });
    text(line.deductible, { right: amountRight });
    for (const part of description) {
      text(part, { x: MARGIN + 110 });
      y -= 14;
    }
  }
  ensure(30);
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: amountRight, y: y + 6 }, thickness: 0.5, color: RULE });
  y -= 8;
  text('Total tax-deductible', { font: bold, size: 11 });
  text(doc.total, { font: bold, size: 11, right: amountRight });
  y -= 26;
  if (doc.note) {
    paragraph(doc.note, 10);
    y -= 6;
  }
  paragraph(doc.taxStatement, 9, MUTED);
  return pdf.save();
}

/** Metadata is not drawn with a font: only printable ASCII is kept there. */
function fontTextPlain(text: string): string {
  return text.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
}
