import { RestError } from './errors.ts';

/** RFC 4180 records: fields split by commas, a quoted field may hold commas, quotes ("") and line breaks. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new RestError(400, 'PGRST102', 'Invalid CSV: an unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * A `Content-Type: text/csv` body as PostgREST reads it: the first line names the columns, each other line is a
 * row of strings, and the unquoted or quoted text NULL is null.
 */
export function csvBody(text: string): Record<string, string | null>[] {
  const [header, ...lines] = records(text);
  if (!header) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return lines.map((line) => {
    if (line.length !== header.length) {
      throw new RestError(400, 'PGRST102', 'All lines must have same number of fields');
    }
    return Object.fromEntries(header.map((name, i) => [name, line[i] === 'NULL' ? null : line[i]!]));
  });
}
