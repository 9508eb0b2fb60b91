import { describe, expect, it } from 'vitest';
import { csvCellText, escapeCsvFormula } from './csv.ts';

describe('escapeCsvFormula (OWASP CSV injection)', () => {
  it('prefixes a single quote to text a spreadsheet would run as a formula', () => {
    expect(escapeCsvFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(escapeCsvFormula('+1')).toBe("'+1");
    expect(escapeCsvFormula('-2')).toBe("'-2");
    expect(escapeCsvFormula('@x')).toBe("'@x");
    expect(escapeCsvFormula('\tcmd')).toBe("'\tcmd");
    expect(escapeCsvFormula('\rcmd')).toBe("'\rcmd");
  });

  it('leaves other text alone, quotes and commas included (the CSV writer quotes them)', () => {
    expect(escapeCsvFormula('Blue Walkers')).toBe('Blue Walkers');
    expect(escapeCsvFormula('')).toBe('');
    expect(escapeCsvFormula('Say "hi", then =1+1')).toBe('Say "hi", then =1+1');
    expect(escapeCsvFormula("O'Brien, Pat")).toBe("O'Brien, Pat");
    expect(escapeCsvFormula('2025-04-05')).toBe('2025-04-05');
  });
});

describe('csvCellText', () => {
  it('writes numbers as the report formatted them, a negative amount included', () => {
    expect(csvCellText(-2, '-2.00')).toBe('-2.00');
    expect(csvCellText(1500.5, '1500.50')).toBe('1500.50');
    expect(csvCellText(7)).toBe('7');
  });

  it('escapes every other value, typed text and its formatted form alike', () => {
    expect(csvCellText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(csvCellText('team', '-team')).toBe("'-team");
    expect(csvCellText(Number.NaN, '-')).toBe("'-");
    expect(csvCellText(null)).toBe('');
    expect(csvCellText(undefined)).toBe('');
    expect(csvCellText(true)).toBe('true');
  });
});
