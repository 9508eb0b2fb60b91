import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'Name,Note\r\n"Lee, Ann","Say ""hi"""\r\n"=x","two\nlines"\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Lee, Ann', 'Say "hi"'],
      ['=x', 'two\nlines'],
    ]);
  });

  it('reads LF lines, empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\n,b,')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('drops the byte-order mark a UTF-8 CSV begins with', () => {
    expect(parseCsv('\uFEFF"Added",Contact\r\n')).toEqual([['Added', 'Contact']]);
  });
});
