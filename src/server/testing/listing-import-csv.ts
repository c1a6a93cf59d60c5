/** CSV files of listings for import tests and the bench, in the template's columns. */
import { toCsv } from '#domain/csv-text';
import { ID_HEADER, IMPORT_COLUMNS } from '#domain/listing-import';

export type ImportCsvRow = Partial<Record<string, string>>;

/** A valid row: a flat for sale in Bengaluru, with cells by header name; `n` makes its title unique. */
export const anImportRow = (n: number, cells: ImportCsvRow = {}): ImportCsvRow => ({
  ...Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.header, column.example])),
  Title: `Imported 2 BHK flat number ${n}`,
  Price: String(5_000_000 + n * 1000),
  ...cells,
});

/** The file: the template's header (with the ID column) and the rows. */
export function importCsv(rows: readonly ImportCsvRow[], headers?: readonly string[]): string {
  const names = headers ?? [ID_HEADER, ...IMPORT_COLUMNS.map((column) => column.header)];
  return toCsv(
    names.map((header) => ({ header, value: (row: ImportCsvRow) => row[header] ?? '' })),
    rows,
  );
}

/** The multipart body of an upload. */
export function importForm(csv: string | Buffer, fileName = 'listings.csv', type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type }), fileName);
  return form;
}
