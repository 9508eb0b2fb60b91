/*
 * CSV of the admin reports (docs/spec/back-office.md, Reports: Download CSV). A spreadsheet runs a cell that
 * begins with =, +, -, @, tab or carriage return as a formula, so such a cell is written with a
 * leading single quote (OWASP "CSV Injection"); the quote makes the spreadsheet show it as text.
 */

/** The first characters a spreadsheet reads as the start of a formula. */
export const CSV_FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;

/** `'=HYPERLINK("http://x")` for `=HYPERLINK("http://x")`; any other text unchanged. */
export function escapeCsvFormula(text: string): string {
  return text !== '' && (CSV_FORMULA_PREFIXES as readonly string[]).includes(text.charAt(0)) ? `'${text}` : text;
}

/**
 * The text of one report cell in the CSV: `shown` (the grid's formatted text) or the value itself.
 * A number is data the report formatted itself, so a negative amount stays a number (-2.00);
 * every other value, text people typed included, is escaped. Quoting (commas, quotes, line
 * breaks) is the CSV writer's part, not this one's.
 */
export function csvCellText(value: unknown, shown?: string | null): string {
  if (typeof value === 'number' && Number.isFinite(value)) return shown ?? String(value);
  const text = shown ?? (value === null || value === undefined ? '' : String(value));
  return escapeCsvFormula(text);
}

/**
 * Reads CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, line breaks
 * and doubled quotes; lines end with CRLF or LF) into rows of fields. A leading byte-order mark
 * (written so spreadsheets read UTF-8) is not part of the first field. A trailing line break
 * ends the last row; it does not start an empty one.
 */
export function parseCsv(csv: string): string[][] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (c === '\n') endRow();
    else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
