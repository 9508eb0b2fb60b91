import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, one string per drawn run, read from its content streams: the server's PDFs
 * (apps/server/src/lib/pdf.ts, pdf-lib) write each string as hex in WinAnsi, in Flate-compressed
 * streams. Enough to check what a statement says without a PDF reader (the server's tests read
 * theirs the same way). Registers no test hooks, so any spec may import it.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
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
