/**
 * CSV text for the admin lists' downloads (bookings, enquiries): RFC 4180 that Excel, Numbers, LibreOffice and
 * Google Sheets all open correctly, and that cannot run a formula in the spreadsheet of the admin who opens it.
 * Plain text, no HTTP: the services build the file, and `http/csv.ts` sends it.
 */
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
