import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, one string per drawn run, read from its content streams (pdf-lib writes
 * each string as hex in WinAnsi, in Flate-compressed streams): enough to check what a poster or a
 * statement says, without a PDF reader. Plain Node, no test hooks: the browser journeys read the
 * statements they download with it too (e2e/specs/monthly-gifts.spec.ts).
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) texts.push(Buffer.from(hex[1]!.replace(/\s+/g, ''), 'hex').toString('latin1'));
    streamPattern.lastIndex = end;
  }
  return texts;
}

/** The text a PDF draws, a line per drawn run. */
export function pdfText(pdf: Buffer): string {
  return pdfTexts(pdf).join('\n');
}
