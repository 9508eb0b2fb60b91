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
