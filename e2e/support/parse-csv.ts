// Test support, not product code: the specs read the reports' CSV downloads with it
// (e2e/specs/admin-reports.spec.ts).

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
