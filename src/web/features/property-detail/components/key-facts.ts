/** Which facts a property page lists for a listing, chosen by its type, and how each one reads. */
import type { PropertyData } from '#domain/property-schema';
import { formatLandArea } from '#domain/land-area';
import { formatArea } from '#domain/price-format';
import { fieldApplies, type ConditionalField } from '#domain/property-rules';
import { AGE_OF_PROPERTY_LABELS, FACING_LABELS, FURNISHING_STATUS_LABELS } from '#domain/taxonomy';

/** What a fact is about; the page picks its icon by this. */
export type KeyFactKind =
  | 'bedrooms'
  | 'bathrooms'
  | 'balconies'
  | 'totalArea'
  | 'carpetArea'
  | 'undividedShare'
  | 'plotArea'
  | 'plotDimensions'
  | 'plotLength'
  | 'plotBreadth'
  | 'washrooms'
  | 'cabins'
  | 'workstations'
  | 'parkingSpaces'
  | 'floor'
  | 'totalFloors'
  | 'furnishing'
  | 'facing'
  | 'age';

export type KeyFact = { kind: KeyFactKind; label: string; value: string };

/** The fields the facts are read from; a page passes the whole listing, tests only what they need. */
export type KeyFactsSource = Pick<
  PropertyData,
  | 'mainCategory'
  | 'subCategory'
  | 'propertyStatus'
  | 'squareFeet'
  | 'carpetArea'
  | 'undividedShare'
  | 'plotArea'
  | 'plotLength'
  | 'plotBreadth'
  | 'bedrooms'
  | 'bathrooms'
  | 'balconies'
  | 'washrooms'
  | 'cabins'
  | 'workstations'
  | 'parkingSpaces'
  | 'floorNumber'
  | 'totalFloors'
  | 'furnishingStatus'
  | 'facing'
  | 'ageOfProperty'
>;

// The fields that depend on the listing's type; any of them the type does not have is never shown.
const TYPE_DEPENDENT_FIELDS = [
  'bedrooms',
  'bathrooms',
  'balconies',
  'carpetArea',
  'undividedShare',
  'plotArea',
  'plotLength',
  'plotBreadth',
  'washrooms',
  'cabins',
  'workstations',
  'parkingSpaces',
  'floorNumber',
  'totalFloors',
  'furnishingStatus',
  'facing',
  'ageOfProperty',
] as const satisfies readonly (ConditionalField & keyof KeyFactsSource)[];

/** The listing with every field its type does not have (by `fieldApplies`, the admin form's rule) set to null. */
function applicableOnly(listing: KeyFactsSource): KeyFactsSource {
  const cleared = TYPE_DEPENDENT_FIELDS.filter((field) => !fieldApplies(field, listing));
  return { ...listing, ...Object.fromEntries(cleared.map((field) => [field, null])) };
}

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const feet = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const formatCount = (value: number) => count.format(value);
const formatFeet = (value: number) => `${feet.format(value)} ft`;

function fact<T>(kind: KeyFactKind, label: string, value: T | null, format: (value: T) => string): KeyFact[] {
  return value === null ? [] : [{ kind, label, value: format(value) }];
}

// 0 bedrooms is how a studio or 1 RK is listed.
const formatBedrooms = (bedrooms: number) => (bedrooms === 0 ? 'Studio / 1 RK' : count.format(bedrooms));

/** '3', 'Ground', 'Basement 1': 0 is the ground floor and basements are negative, as the admin form says. */
function floorName(floorNumber: number): string {
  if (floorNumber === 0) return 'Ground';
  if (floorNumber < 0) return `Basement ${-floorNumber}`;
  return count.format(floorNumber);
}

/** 'Floor: 3 of 12'; a house or a whole building has floors but is not on one: 'Total floors: 2'. */
function floorFacts({ floorNumber, totalFloors }: KeyFactsSource): KeyFact[] {
  if (floorNumber === null) return fact('totalFloors', 'Total floors', totalFloors, formatCount);
  const of = totalFloors === null ? '' : ` of ${count.format(totalFloors)}`;
  return [{ kind: 'floor', label: 'Floor', value: `${floorName(floorNumber)}${of}` }];
}

/** 'Dimensions: 60 × 40 ft' when both sides are known; otherwise whichever side is. */
function plotSizeFacts({ plotLength, plotBreadth }: KeyFactsSource): KeyFact[] {
  if (plotLength !== null && plotBreadth !== null) {
    const value = `${feet.format(plotLength)} × ${feet.format(plotBreadth)} ft`;
    return [{ kind: 'plotDimensions', label: 'Dimensions', value }];
  }
  return [
    ...fact('plotLength', 'Plot length', plotLength, formatFeet),
    ...fact('plotBreadth', 'Plot breadth', plotBreadth, formatFeet),
  ];
}

/**
 * The listing's facts in reading order (rooms, areas, workspace, parking, floor, finish), keeping only the ones
 * its type has and that have a value. Total area is the one area every listing has.
 */
export function keyFacts(listing: KeyFactsSource): KeyFact[] {
  const shown = applicableOnly(listing);
  const landArea = (squareFeet: number) => formatLandArea(squareFeet, listing.subCategory);
  return [
    ...fact('bedrooms', 'Bedrooms', shown.bedrooms, formatBedrooms),
    ...fact('bathrooms', 'Bathrooms', shown.bathrooms, formatCount),
    ...fact('balconies', 'Balconies', shown.balconies, formatCount),
    ...fact('totalArea', 'Total area', shown.squareFeet, landArea),
    ...fact('carpetArea', 'Carpet area', shown.carpetArea, formatArea),
    ...fact('undividedShare', 'Undivided share', shown.undividedShare, formatArea),
    ...fact('plotArea', 'Plot area', shown.plotArea, landArea),
    ...plotSizeFacts(shown),
    ...fact('washrooms', 'Washrooms', shown.washrooms, formatCount),
    ...fact('cabins', 'Cabins', shown.cabins, formatCount),
    ...fact('workstations', 'Workstations', shown.workstations, formatCount),
    ...fact('parkingSpaces', 'Parking spaces', shown.parkingSpaces, formatCount),
    ...floorFacts(shown),
    ...fact('furnishing', 'Furnishing', shown.furnishingStatus, (status) => FURNISHING_STATUS_LABELS[status]),
    ...fact('facing', 'Facing', shown.facing, (facing) => FACING_LABELS[facing]),
    ...fact('age', 'Age of property', shown.ageOfProperty, (age) => AGE_OF_PROPERTY_LABELS[age]),
  ];
}

// What a visitor compares first: rooms, the area, then the plot's shape or the workspace.
const HEADLINE_KINDS: readonly KeyFactKind[] = [
  'bedrooms',
  'bathrooms',
  'totalArea',
  'plotDimensions',
  'workstations',
  'cabins',
  'washrooms',
];
const HEADLINE_COUNT = 3;

/** The few numbers the price card repeats beside the price, picked from the listing's key facts. */
export function headlineFacts(facts: readonly KeyFact[]): KeyFact[] {
  return HEADLINE_KINDS.flatMap((kind) => facts.filter((fact) => fact.kind === kind)).slice(
    0,
    HEADLINE_COUNT,
  );
}
