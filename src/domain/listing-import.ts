/**
 * Bulk import of listings from a CSV file (docs/listing-import.md): the columns, how a cell becomes the value
 * the one listing schema (property-schema.ts) reads, the limits, and the API's answers. Pure: no parsing of the
 * file itself (the server does that) and no HTTP.
 */
import { z } from 'zod';
import { toCsv, type CsvColumn } from './csv-text.js';
import { FIELD_LABELS } from './validation-messages.js';
import type { PropertyData, PropertyInput } from './property-schema.js';
import {
  AGE_OF_PROPERTY_LABELS,
  FACING_LABELS,
  FURNISHING_STATUS_LABELS,
  MAIN_CATEGORY_LABELS,
  PROPERTY_STATUS_LABELS,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORY_LABELS,
} from './taxonomy.js';

export const IMPORT_LIMITS = {
  /** The file as uploaded. */
  maxBytes: 5 * 1024 * 1024,
  /** Listings per file, not counting the header row. */
  maxRows: 5_000,
} as const;

export const IMPORT_MESSAGES = {
  notCsv: 'Choose a CSV file (comma-separated values, UTF-8) to upload, in a field named "file"',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB; split it into smaller files`,
  tooManyRows: `A file can hold at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} listings; split it into smaller files`,
  empty: 'The file has no listings: it needs a header row and at least one row below it',
} as const;

type ImportedField = Exclude<keyof PropertyInput, 'isFeatured'>;
type CellKind = 'text' | 'number' | 'money' | 'flag' | 'list' | 'choice';

/** An import column: the listing field it fills, its header (the form's label for it) and how its cell is read. */
export type ImportColumn = {
  field: ImportedField;
  header: string;
  kind: CellKind;
  /** What the template's example row holds. */
  example: string;
};

const column = (field: ImportedField, kind: CellKind, example = ''): ImportColumn => ({
  field,
  header: FIELD_LABELS[field]!,
  kind,
  example,
});

/** The column of an existing listing's ID: a row with one updates that listing, a row without creates one. */
export const ID_HEADER = 'ID';

/**
 * Every field of the listing form except "Featured" (the team's own switch) and photos (added in the editor
 * afterwards: nothing is fetched from a URL). Headers are the form's labels, so an error names the column as the
 * form names the field.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('title', 'text', '3 BHK Apartment in Indiranagar'),
  column('description', 'text', 'Quiet street, good light, five minutes from the metro.'),
  column('mainCategory', 'choice', 'Residential'),
  column('subCategory', 'choice', 'Flat/Apartment'),
  column('propertyStatus', 'choice', 'For Sale'),
  column('price', 'money', '18500000'),
  column('rentalFrequency', 'choice'),
  column('securityDeposit', 'money'),
  column('maintenanceCharges', 'money', '4500'),
  column('availableFrom', 'text', '2026-12-01'),
  column('isCommissionApplicable', 'flag', 'no'),
  column('commissionPercentage', 'number'),
  column('location', 'text', 'Indiranagar'),
  column('address', 'text', '12, 2nd Main, HAL 2nd Stage'),
  column('landmark', 'text', 'Near the metro station'),
  column('city', 'text', 'Bengaluru'),
  column('state', 'text', 'Karnataka'),
  column('pincode', 'text', '560038'),
  column('latitude', 'number'),
  column('longitude', 'number'),
  column('bedrooms', 'number', '3'),
  column('bathrooms', 'number', '2'),
  column('balconies', 'number', '1'),
  column('furnishingStatus', 'choice', 'Semi-Furnished'),
  column('totalFloors', 'number', '12'),
  column('floorNumber', 'number', '4'),
  column('facing', 'choice', 'East'),
  column('ageOfProperty', 'choice'),
  column('squareFeet', 'number', '1450'),
  column('undividedShare', 'number', '520'),
  column('carpetArea', 'number', '1150'),
  column('plotArea', 'number'),
  column('plotLength', 'number'),
  column('plotBreadth', 'number'),
  column('washrooms', 'number'),
  column('parkingSpaces', 'number', '1'),
  column('cabins', 'number'),
  column('workstations', 'number'),
  column('features', 'list', 'Vastu Compliant; Modular Kitchen'),
  column('amenities', 'list', 'Lift; Power Backup'),
  column('isReraRegistered', 'flag', 'no'),
  column('reraNumber', 'text'),
];

/** The columns a file must have (the form's required fields); the others may be left out of the header. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportedField[] = [
  'title',
  'mainCategory',
  'subCategory',
  'propertyStatus',
  'price',
  'availableFrom',
  'address',
  'city',
  'state',
  'pincode',
  'squareFeet',
];

const CHOICE_LABELS: Partial<Record<ImportedField, Record<string, string>>> = {
  mainCategory: MAIN_CATEGORY_LABELS,
  subCategory: SUB_CATEGORY_LABELS,
  propertyStatus: PROPERTY_STATUS_LABELS,
  rentalFrequency: RENTAL_FREQUENCY_LABELS,
  furnishingStatus: FURNISHING_STATUS_LABELS,
  facing: FACING_LABELS,
  ageOfProperty: AGE_OF_PROPERTY_LABELS,
};

const folded = (text: string) => text.trim().toLowerCase();

/** A choice as its label ("For Sale") or its value ("sale"), in any case; anything else is left for the schema. */
function readChoice(field: ImportedField, cell: string): string {
  const labels = CHOICE_LABELS[field] ?? {};
  const wanted = folded(cell);
  for (const [value, label] of Object.entries(labels)) {
    if (folded(value) === wanted || folded(label) === wanted) return value;
  }
  return cell;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** How a cell becomes what the listing schema reads; '' stays '' and the schema takes it as left empty. */
function readCell(importColumn: ImportColumn, cell: string): unknown {
  const text = cell.trim();
  if (text === '') return '';
  switch (importColumn.kind) {
    case 'money':
      // Whole rupees, as "85,00,000", "₹ 8500000" or "8500000": the grouping and the sign go.
      return text.replace(/^₹/, '').replace(/[,\s]/g, '');
    case 'number':
      return text.replace(/,/g, '');
    case 'flag':
      if (YES.has(folded(text))) return true;
      if (NO.has(folded(text))) return false;
      return text;
    case 'list':
      return text
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean);
    case 'choice':
      return readChoice(importColumn.field, text);
    case 'text':
      return cell;
  }
}

/** Where each known column is in the file's header; unknown and missing headers are reported. */
export type HeaderReading = {
  columns: Array<{ index: number; column: ImportColumn }>;
  idIndex: number | null;
  unknown: string[];
  missing: string[];
  repeated: string[];
};

export function readHeader(header: readonly string[]): HeaderReading {
  const byHeader = new Map(IMPORT_COLUMNS.map((known) => [folded(known.header), known]));
  const reading: HeaderReading = { columns: [], idIndex: null, unknown: [], missing: [], repeated: [] };
  const seen = new Set<string>();
  header.forEach((name, index) => {
    const key = folded(name);
    if (key === '') return;
    if (seen.has(key)) reading.repeated.push(name.trim());
    seen.add(key);
    if (key === folded(ID_HEADER)) reading.idIndex = index;
    else {
      const known = byHeader.get(key);
      if (known) reading.columns.push({ index, column: known });
      else reading.unknown.push(name.trim());
    }
  });
  const present = new Set(reading.columns.map(({ column: known }) => known.field));
  reading.missing = REQUIRED_IMPORT_FIELDS.filter((field) => !present.has(field)).map(
    (field) => FIELD_LABELS[field]!,
  );
  return reading;
}

/** One data row as the listing schema's input. */
export function rowInput(reading: HeaderReading, cells: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { index, column: known } of reading.columns)
    input[known.field] = readCell(known, cells[index] ?? '');
  return input;
}

/** The header a listing field is read from, for an error's column. */
export function headerOfField(field: string): string | null {
  return IMPORT_COLUMNS.find((known) => known.field === field)?.header ?? null;
}

/** The template to download: the header row and one example row. */
export function importTemplateCsv(): string {
  const columns: CsvColumn<null>[] = [
    { header: ID_HEADER, value: () => '' },
    ...IMPORT_COLUMNS.map((known) => ({ header: known.header, value: () => known.example })),
  ];
  return toCsv(columns, [null]);
}

export const IMPORT_STATUSES = ['previewed', 'queued', 'importing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A problem with one row: its line in the spreadsheet (the header is row 1) and the column, where there is one. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What a valid row will do. */
export const importRowPlanSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  listingId: z.string().nullable(),
  title: z.string(),
  city: z.string(),
  price: z.number(),
});
export type ImportRowPlan = z.infer<typeof importRowPlanSchema>;

/** What the server keeps of a valid row between the preview and the import: the listing as it will be written. */
export type ImportRowWrite = {
  row: number;
  action: 'create' | 'update';
  listingId: string | null;
  /** The version the preview saw: the import refuses to write over a listing changed since. */
  version: number | null;
  data: PropertyData;
};

export const listingImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number().int(),
  createCount: z.number().int(),
  updateCount: z.number().int(),
  errorCount: z.number().int(),
  /** Rows written so far by the confirmed import (it writes in batches, each in one transaction). */
  rowsDone: z.number().int(),
  /** Why the last attempt failed; confirming again resumes after the last batch written. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The rows to create or update, in file order (at most 5,000). */
  plan: z.array(importRowPlanSchema),
  errors: z.array(importRowErrorSchema),
  /** The listings written so far: the drafts created and the listings updated. */
  listingIds: z.array(z.string()),
});
export type ListingImport = z.infer<typeof listingImportSchema>;

export const listingImportAnswerSchema = z.object({ import: listingImportSchema });
export type ListingImportAnswer = z.infer<typeof listingImportAnswerSchema>;

export const listingImportParamsSchema = z.object({ id: z.uuid({ error: 'Import not found' }) });
