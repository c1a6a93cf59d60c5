/**
 * CSV downloads of admin lists (bookings, enquiries): RFC 4180 text that Excel, Numbers, LibreOffice and Google
 * Sheets all open correctly, and that cannot run a formula in the spreadsheet of the admin who opens it.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { indiaToday } from '#domain/india-calendar';

export type CsvCell = string | number | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

// Excel reads a file without a byte order mark as the machine's code page and garbles ₹ and every name in
// Devanagari or Tamil.
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with = + - or @ as a formula (tab and CR lead into one too), so text that
 * came from a visitor could call out to a URL. A leading apostrophe makes any such cell plain text (OWASP).
 * Numbers are ours, not a visitor's, and stay numbers.
 */
function neutralised(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Quoted only when it must be (RFC 4180 §2.6–2.7): a comma, a quote or a line break inside. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: byte order mark, a header row, then one CRLF-terminated line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: CsvCell[]) => `${cells.map((cell) => quoted(neutralised(cell))).join(',')}\r\n`;
  return (
    BYTE_ORDER_MARK +
    line(columns.map((column) => column.header)) +
    rows.map((row) => line(columns.map((column) => column.value(row)))).join('')
  );
}

/** The response schema of a CSV download route: the file is text, sent as it is (never serialised as JSON). */
export const csvDownload = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: z.string().describe('RFC 4180 text with a byte order mark') } },
};

/**
 * Sends a CSV as a download named `househunt-<what>-<India day>.csv`. When the matches ran past
 * CSV_EXPORT_MAX_ROWS, `X-Export-Truncated` says how many the file holds and how many matched. Its route
 * declares `config: { cache: 'no-store' }`: an export is never kept.
 */
export function sendCsv(
  reply: FastifyReply,
  {
    what,
    csv,
    rows,
    matched,
    now = new Date(),
  }: {
    what: string;
    csv: string;
    rows: number;
    matched: number;
    now?: Date;
  },
) {
  if (matched > rows) reply.header('x-export-truncated', `${rows} of ${matched} rows`);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="househunt-${what}-${indiaToday(now)}.csv"`)
    .send(csv);
}
