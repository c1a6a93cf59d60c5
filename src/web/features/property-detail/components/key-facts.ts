/** Which facts a property page lists for a listing, chosen by its type, and how each one reads. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { PropertyData } from '#domain/property-schema';
import { fieldApplies, type ConditionalField } from '#domain/property-rules';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { formatAreaText, formatLandAreaText } from '#web/features/property-detail/utils/page-area';
import { intlLocaleOf } from '#web/lib/i18n';

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

// In the page's language (i18n is active before the page renders); 'hi-IN' keeps Latin digits.
const wholeNumber = (value: number) =>
  value.toLocaleString(intlLocaleOf(i18n.locale), { maximumFractionDigits: 0 });
const upToTwoDecimals = (value: number) =>
  value.toLocaleString(intlLocaleOf(i18n.locale), { maximumFractionDigits: 2 });
const formatCount = wholeNumber;
const formatFeet = (value: number) => {
  const length = upToTwoDecimals(value);
  return t`${length} ft`;
};

function fact<T>(kind: KeyFactKind, label: string, value: T | null, format: (value: T) => string): KeyFact[] {
  return value === null ? [] : [{ kind, label, value: format(value) }];
}

// 0 bedrooms is how a studio or 1 RK is listed.
const formatBedrooms = (bedrooms: number) => (bedrooms === 0 ? t`Studio / 1 RK` : wholeNumber(bedrooms));

/** '3', 'Ground', 'Basement 1': 0 is the ground floor and basements are negative, as the admin form says. */
function floorName(floorNumber: number): string {
  if (floorNumber === 0) return t`Ground`;
  const basement = -floorNumber;
  if (floorNumber < 0) return t`Basement ${basement}`;
  return wholeNumber(floorNumber);
}

/** 'Floor: 3 of 12'; a house or a whole building has floors but is not on one: 'Total floors: 2'. */
function floorFacts({ floorNumber, totalFloors }: KeyFactsSource): KeyFact[] {
  if (floorNumber === null) return fact('totalFloors', t`Total floors`, totalFloors, formatCount);
  const floor = floorName(floorNumber);
  const floors = totalFloors === null ? null : wholeNumber(totalFloors);
  return [{ kind: 'floor', label: t`Floor`, value: floors === null ? floor : t`${floor} of ${floors}` }];
}

/** 'Dimensions: 60 × 40 ft' when both sides are known; otherwise whichever side is. */
function plotSizeFacts({ plotLength, plotBreadth }: KeyFactsSource): KeyFact[] {
  if (plotLength !== null && plotBreadth !== null) {
    const [length, breadth] = [upToTwoDecimals(plotLength), upToTwoDecimals(plotBreadth)];
    return [{ kind: 'plotDimensions', label: t`Dimensions`, value: t`${length} × ${breadth} ft` }];
  }
  return [
    ...fact('plotLength', t`Plot length`, plotLength, formatFeet),
    ...fact('plotBreadth', t`Plot breadth`, plotBreadth, formatFeet),
  ];
}

/**
 * The listing's facts in reading order (rooms, areas, workspace, parking, floor, finish), keeping only the ones
 * its type has and that have a value. Total area is the one area every listing has.
 */
export function keyFacts(listing: KeyFactsSource): KeyFact[] {
  const shown = applicableOnly(listing);
  const landArea = (squareFeet: number) => formatLandAreaText(squareFeet, listing.subCategory);
  return [
    ...fact('bedrooms', t`Bedrooms`, shown.bedrooms, formatBedrooms),
    ...fact('bathrooms', t`Bathrooms`, shown.bathrooms, formatCount),
    ...fact('balconies', t`Balconies`, shown.balconies, formatCount),
    ...fact('totalArea', t`Total area`, shown.squareFeet, landArea),
    ...fact('carpetArea', t`Carpet area`, shown.carpetArea, formatAreaText),
    ...fact('undividedShare', t`Undivided share`, shown.undividedShare, formatAreaText),
    ...fact('plotArea', t`Plot area`, shown.plotArea, landArea),
    ...plotSizeFacts(shown),
    ...fact('washrooms', t`Washrooms`, shown.washrooms, formatCount),
    ...fact('cabins', t`Cabins`, shown.cabins, formatCount),
    ...fact('workstations', t`Workstations`, shown.workstations, formatCount),
    ...fact('parkingSpaces', t`Parking spaces`, shown.parkingSpaces, formatCount),
    ...floorFacts(shown),
    ...fact('furnishing', t`Furnishing`, shown.furnishingStatus, (status) =>
      i18n._(FURNISHING_STATUS_MESSAGES[status]),
    ),
    ...fact('facing', t`Facing`, shown.facing, (facing) => i18n._(FACING_MESSAGES[facing])),
    ...fact('age', t`Age of property`, shown.ageOfProperty, (age) => i18n._(AGE_OF_PROPERTY_MESSAGES[age])),
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
