/**
 * CSV text as the admin panel has always written it (web/src/admin/shared/csv.ts):
 * RFC 4180 quoting (commas, quotes, line breaks), CRLF row ends, a UTF-8
 * byte-order mark so spreadsheet programs read accents right, and a guard
 * against formula injection (OWASP's list): a cell that starts with = + - @,
 * a tab or a carriage return, or with ; or | (which spreadsheets in locales that
 * split on them read as the start of a new cell or a command), gets a leading
 * single quote, so a spreadsheet shows it as text instead of running it.
 */
const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r;|]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file's text a batch of rows at a time: BOM and header line, then each batch's lines as one chunk. */
export async function* csvChunks(headers: readonly string[], batches: AsyncIterable<readonly CsvValue[][]>): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(headers)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

/** A moment as the admin panel shows it: "Mar 14, 2026, 9:05 AM" (US English, the server's time zone). */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** YYYY-MM-DD of the given moment (the server's time zone), for file names. */
export function fileDateStamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
