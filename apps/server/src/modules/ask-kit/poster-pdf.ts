import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { POSTER_PAGE_SIZE } from '@walkfund/domain';
import { PDF_INK, PDF_MUTED, createPdf, embedPdfFonts, fittingSize, winAnsiText, wrapText } from '../../lib/pdf.ts';

/**
 * The printable poster (docs/features/ask-kit.md): US Letter, drawn with the standard fonts of
 * lib/pdf.ts (WinAnsi text only: any other character is reduced to its base letter or '?').
 */

export interface PosterPhoto {
  kind: 'jpeg' | 'png';
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PosterInput {
  /** "Support Ann Smith" or "Support Team Tigers". */
  title: string;
  /** "Walking with Team Tigers" or the event. */
  subtitle: string;
  /** "Help me reach $500", or '' without a goal. */
  goalLine: string;
  /** A short line of the story, plain text, or ''. */
  storyLine: string;
  /** The address the QR code opens (with ?src=poster). */
  qrUrl: string;
  /** The address printed under the code, for typing (without a source). */
  printedUrl: string;
  /** "Every gift goes to Oklahoma Autism Network" line's charity. */
  charityName: string;
  /** The event, printed at the top: "Autism Awareness Walk 2026". */
  eventName: string;
  photo: PosterPhoto | null;
}

const BRAND = rgb(0.1, 0.34, 0.62);
const WHITE = rgb(1, 1, 1);
const MARGIN = 54;

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = PDF_INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (POSTER_PAGE_SIZE.width - width) / 2, y, size, font, color });
}

/** The QR code drawn as squares (crisp at any print size), its dark modules merged into runs. */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const cell = size / (count + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        // A hair taller than the cell, so rows meet without a white seam when printed.
        height: cell + 0.05,
        color: PDF_INK,
      });
    }
  }
}

/** The poster as PDF bytes. */
export async function renderPoster(input: PosterInput): Promise<Uint8Array> {
  const doc = await createPdf(input.title);
  const page = doc.addPage([POSTER_PAGE_SIZE.width, POSTER_PAGE_SIZE.height]);
  const { regular, bold, italic } = await embedPdfFonts(doc);
  const { width, height } = POSTER_PAGE_SIZE;
  const inner = width - 2 * MARGIN;

  // The band at the top: the event.
  page.drawRectangle({ x: 0, y: height - 64, width, height: 64, color: BRAND });
  const eventName = winAnsiText(input.eventName, bold);
  centered(page, eventName, bold, fittingSize(eventName, bold, 22, 10, inner), height - 42, WHITE);

  let y = height - 64 - 56;
  const title = winAnsiText(input.title, bold);
  const titleSize = fittingSize(title, bold, 40, 16, inner);
  for (const line of wrapText(title, bold, titleSize, inner, 2)) {
    centered(page, line, bold, titleSize, y);
    y -= titleSize * 1.15;
  }
  const subtitle = winAnsiText(input.subtitle, regular);
  const subtitleSize = fittingSize(subtitle, regular, 18, 10, inner);
  centered(page, subtitle, regular, subtitleSize, y, PDF_MUTED);
  y -= 24;

  // The QR code and what sits under it take the bottom; the photo gets what is left between.
  const qrSize = 190;
  const qrY = 92;
  const storyLines = input.storyLine ? wrapText(`“${winAnsiText(input.storyLine, italic)}”`, italic, 14, inner, 3) : [];
  const goalY = qrY + qrSize + 24 + storyLines.length * 18 + (storyLines.length ? 10 : 0);
  const photoTop = y - 8;
  const photoRoom = photoTop - (goalY + 34);
  if (input.photo && photoRoom > 60) {
    const image = input.photo.kind === 'jpeg' ? await doc.embedJpg(input.photo.data) : await doc.embedPng(input.photo.data);
    const scale = Math.min(inner / input.photo.width, photoRoom / input.photo.height, 1.5);
    const w = input.photo.width * scale;
    const h = input.photo.height * scale;
    page.drawImage(image, { x: (width - w) / 2, y: photoTop - h, width: w, height: h });
  }

  if (input.goalLine) {
    const goal = winAnsiText(input.goalLine, bold);
    centered(page, goal, bold, fittingSize(goal, bold, 26, 12, inner), goalY, BRAND);
  }
  let storyY = goalY - 28;
  for (const line of storyLines) {
    centered(page, line, italic, 14, storyY, PDF_INK);
    storyY -= 18;
  }

  drawQr(page, input.qrUrl, (width - qrSize) / 2, qrY, qrSize);
  centered(page, 'Scan to give', bold, 14, qrY - 18);
  const printed = winAnsiText(input.printedUrl, regular);
  centered(page, printed, regular, fittingSize(printed, regular, 10, 6, inner), qrY - 34, PDF_MUTED);
  const charity = winAnsiText(`Every gift goes to ${input.charityName}.`, regular);
  centered(page, charity, regular, fittingSize(charity, regular, 11, 7, inner), 30, PDF_MUTED);

  return doc.save({ useObjectStreams: true });
}
