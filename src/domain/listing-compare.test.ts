import { describe, expect, it } from 'vitest';
import {
  compareLinkRequestSchema,
  compareQuerySchema,
  compareRows,
  COMPARE_CELL_TEXT,
  COMPARE_MESSAGES,
  differingRowCount,
  type ComparedFacts,
  type ComparedListing,
} from './listing-compare.js';

const TODAY = '2026-11-27';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const E = '55555555-5555-4555-8555-555555555555';

const facts = (overrides: Partial<ComparedFacts> = {}): ComparedFacts => ({
  propertyStatus: 'sale',
  rentalFrequency: null,
  mainCategory: 'residential',
  subCategory: 'flat',
  price: 13_000_000,
  location: 'Whitefield',
  city: 'Bengaluru',
  squareFeet: 1_300,
  carpetArea: 1_000,
  plotArea: null,
  undividedShare: null,
  bedrooms: 3,
  bathrooms: 2,
  floorNumber: 4,
  totalFloors: 12,
  facing: 'east',
  ageOfProperty: 'less-than-5',
  furnishingStatus: 'semi-furnished',
  maintenanceCharges: 4_000,
  amenities: ['Lift', 'Power Backup'],
  vastuCompliant: false,
  reraNumber: null,
  verificationChecks: [],
  cover: null,
  ...overrides,
});

const listing = (id: string, overrides: Partial<ComparedFacts> = {}, more: Partial<ComparedListing> = {}) =>
  ({
    id,
    title: `Flat ${id.slice(0, 1)}`,
    listingState: 'live',
    departure: null,
    facts: facts(overrides),
    ...more,
  }) satisfies ComparedListing;

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('which listings a comparison may ask for', () => {
  it('takes 2 to 4 distinct ids from the query, each once and in lower case', () => {
    expect(compareQuerySchema.parse({ ids: `${A}, ${B.toUpperCase()},${C}` }).ids).toEqual([A, B, C]);
    expect(compareQuerySchema.parse({ ids: `${A},${A},${B}` }).ids).toEqual([A, B]);
  });

  it('refuses one listing, a duplicate alone, five, junk and unicode, with a clear message', () => {
    const message = (ids: unknown) => compareQuerySchema.safeParse({ ids }).error?.issues[0]?.message;
    expect(message(A)).toBe(COMPARE_MESSAGES.tooFew);
    expect(message(`${A},${A}`)).toBe(COMPARE_MESSAGES.tooFew);
    expect(message([A, B, C, D, E].join(','))).toBe(COMPARE_MESSAGES.tooMany);
    expect(message(`${A},नमस्ते`)).toBe(COMPARE_MESSAGES.idInvalid);
    expect(message('x'.repeat(10_000))).toBe(COMPARE_MESSAGES.tooMany);
    expect(message(42)).toBe(COMPARE_MESSAGES.idsMissing);
    expect(message(undefined)).toBe(COMPARE_MESSAGES.idsMissing);
  });

  it('takes a list to share, each id once', () => {
    expect(compareLinkRequestSchema.parse({ ids: [B, A, B] }).ids).toEqual([B, A]);
    expect(compareLinkRequestSchema.safeParse({ ids: [A] }).success).toBe(false);
    expect(compareLinkRequestSchema.safeParse({ ids: [A, B, C, D, E] }).success).toBe(false);
    expect(compareLinkRequestSchema.safeParse({ ids: 'a,b' }).success).toBe(false);
    expect(compareLinkRequestSchema.safeParse({ ids: [A, 7] }).success).toBe(false);
  });
});

describe('the comparison table', () => {
  it('says which rows differ and which are the same, in text', () => {
    const rows = compareRows([listing(A), listing(B, { price: 14_300_000, facing: 'north' })], TODAY);
    expect(row(rows, 'price')).toMatchObject({ differs: true, best: { indices: [0], label: 'Lowest' } });
    expect(row(rows, 'facing')).toMatchObject({ differs: true, best: null });
    expect(row(rows, 'bedrooms')).toMatchObject({ differs: false, best: null });
    expect(row(rows, 'facing')!.cells.map((cell) => cell.text)).toEqual(['East', 'North']);
    expect(differingRowCount(rows)).toBe(4); // price, price per sq.ft, price per carpet sq.ft, facing
  });

  it('gives price per sq.ft of total and of carpet area and the loading', () => {
    const rows = compareRows([listing(A), listing(B, { carpetArea: null })], TODAY);
    expect(row(rows, 'pricePerSqFt')!.cells[0]!.text).toBe('₹10,000 per sq.ft');
    expect(row(rows, 'pricePerCarpetSqFt')!.cells.map((cell) => cell.text)).toEqual([
      '₹13,000 per sq.ft',
      COMPARE_CELL_TEXT.notGiven,
    ]);
    expect(row(rows, 'loading')!.cells.map((cell) => cell.text)).toEqual(['30%', COMPARE_CELL_TEXT.notGiven]);
  });

  it('leaves out rows no listing says anything in, but keeps the trust rows', () => {
    const rows = compareRows([listing(A, { carpetArea: null }), listing(B, { carpetArea: null })], TODAY);
    expect(row(rows, 'pricePerCarpetSqFt')).toBeUndefined();
    expect(row(rows, 'loading')).toBeUndefined();
    expect(row(rows, 'plotArea')).toBeUndefined();
    expect(row(rows, 'reraNumber')!.cells[0]!.text).toBe(COMPARE_CELL_TEXT.notGiven);
    expect(row(rows, 'verification')!.cells[0]!.text).toBe('No checks on record');
  });

  it('gives each amenity any listing has a row, and never says a listing lacks one', () => {
    const rows = compareRows([listing(A), listing(B, { amenities: ['Lift', 'Gym'] })], TODAY);
    expect(rows.filter((r) => r.group === 'Amenities').map((r) => r.label)).toEqual([
      'Power Backup',
      'Lift',
      'Gym',
    ]);
    expect(row(rows, 'amenity:Gym')).toMatchObject({ differs: true });
    expect(row(rows, 'amenity:Gym')!.cells.map((cell) => cell.text)).toEqual(['Not listed', 'Yes']);
    expect(row(rows, 'amenity:Lift')).toMatchObject({ differs: false });
  });

  it('does not call a rent cheaper than a sale', () => {
    const rows = compareRows(
      [listing(A), listing(B, { propertyStatus: 'rent', rentalFrequency: 'monthly', price: 40_000 })],
      TODAY,
    );
    expect(row(rows, 'price')).toMatchObject({ differs: true, best: null });
    expect(row(rows, 'pricePerSqFt')!.cells[1]!.text).toBe('₹31 per sq.ft a month');
  });

  it('marks a listing that left, and shows none of the details of one whose page is gone', () => {
    const sold = listing(B, {}, { listingState: 'sold', departure: { kind: 'sold', on: '2026-11-03' } });
    const gone = listing(
      C,
      {},
      { listingState: 'archived', departure: { kind: 'unavailable', on: null }, facts: null },
    );
    const rows = compareRows([listing(A), sold, gone], TODAY);
    expect(row(rows, 'availability')!.cells.map((cell) => cell.text)).toEqual([
      'Available',
      'Sold on 3 Nov',
      'No longer available',
    ]);
    // The page says the departure in its own language from the cell's structure.
    expect(row(rows, 'availability')!.cells.map((cell) => cell.departure ?? null)).toEqual([
      null,
      { kind: 'sold', on: '2026-11-03' },
      { kind: 'unavailable', on: null },
    ]);
    expect(row(rows, 'price')!.cells[2]!.text).toBe(COMPARE_CELL_TEXT.notShown);
    // The same price in the two listings still shown: the gone one does not make the row differ.
    expect(row(rows, 'price')).toMatchObject({ differs: false });
  });

  it('lists the checks on record with their days', () => {
    const rows = compareRows(
      [
        listing(A, {
          verificationChecks: [
            { check: 'title-documents', checkedOn: '2026-10-03' },
            { check: 'site-visited', checkedOn: '2026-11-12' },
          ],
        }),
        listing(B),
      ],
      TODAY,
    );
    expect(row(rows, 'verification')!.cells[0]!.text).toBe(
      '2 of 6 checks on record: Site visited by our staff (12 Nov), Title documents seen (3 Oct)',
    );
    expect(row(rows, 'verification')).toMatchObject({ differs: true });
  });
});
