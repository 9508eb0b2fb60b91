import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fittingSize, winAnsiText, wrapText } from './pdf.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('PDF text', () => {
  it('writes a name the font cannot draw with its base letters, or a question mark, never an error', () => {
    expect(winAnsiText('Zoë Łukasz 李\nSmith', font)).toBe('Zoë ?ukasz ? Smith');
    expect(winAnsiText('Ğül', font)).toBe('Gül');
  });

  it('wraps text to the width, cutting a word wider than a line, and ends the last kept line with an ellipsis', () => {
    const lines = wrapText('a b c d e f g h i j k l m n o p', font, 12, 30);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 12) <= 30)).toBe(true);
    expect(lines.join(' ')).toBe('a b c d e f g h i j k l m n o p');
    const cut = wrapText('Supercalifragilistic', font, 12, 40);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('Supercalifragilistic');
    const kept = wrapText('one two three four five six seven eight', font, 12, 60, 2);
    expect(kept).toHaveLength(2);
    expect(kept[1]!.endsWith('…')).toBe(true);
  });

  it('gives up on a character wider than the line instead of looping', () => {
    expect(wrapText('WW', font, 40, 10)).toEqual(['W', 'W']);
  });

  it('shrinks a line to fit, down to the smallest size', () => {
    const size = fittingSize('A long title for a small poster', font, 40, 10, 200);
    expect(font.widthOfTextAtSize('A long title for a small poster', size)).toBeLessThanOrEqual(200);
    expect(fittingSize('x'.repeat(500), font, 40, 10, 50)).toBe(10);
  });
});
