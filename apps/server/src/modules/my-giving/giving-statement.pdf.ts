import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PDF_INK, PDF_MUTED, createPdf, embedPdfFonts, winAnsiText, wrapText } from '../../lib/pdf.ts';

/**
 * A donor's giving statement for a calendar year, and a single gift's receipt, as US Letter PDFs
 * (docs/features/my-giving.md). Drawn with the standard fonts of lib/pdf.ts (WinAnsi text only:
 * any other character is reduced to its base letter or '?').
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

const RULE = rgb(0.8, 0.82, 0.85);
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;

/** Draws the statement; pages are added as the gifts need them. */
export async function drawStatementPdf(doc: StatementDocument): Promise<Uint8Array> {
  const pdf = await createPdf(`${doc.title} - ${doc.charityName}`);
  const { regular, bold } = await embedPdfFonts(pdf);
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
    const clean = winAnsiText(value, font);
    const x = options.right !== undefined ? options.right - font.widthOfTextAtSize(clean, size) : (options.x ?? MARGIN);
    page.drawText(clean, { x, y, size, font, color: options.color ?? PDF_INK });
  };
  const paragraph = (value: string, size: number, color = PDF_INK, font = regular) => {
    for (const line of wrapText(winAnsiText(value, font), font, size, width)) {
      ensure(size + 4);
      text(line, { size, color, font });
      y -= size + 4;
    }
  };

  text(doc.charityName, { size: 16, font: bold });
  y -= 18;
  text(doc.einLine, { color: PDF_MUTED });
  y -= 14;
  for (const line of doc.mailingAddress) {
    text(line, { color: PDF_MUTED });
    y -= 14;
  }
  y -= 12;
  text(doc.title, { size: 20, font: bold });
  y -= 22;
  paragraph(`Donor: ${doc.donorName}`, 11);
  paragraph(doc.period, 11, PDF_MUTED);
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
    const description = wrapText(winAnsiText(line.description, regular), regular, 10, paidRight - 70 - (MARGIN + 110));
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
  paragraph(doc.taxStatement, 9, PDF_MUTED);
  return pdf.save();
}
