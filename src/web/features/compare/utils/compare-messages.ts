/**
 * The comparison table's words in the page's language: the domain (listing-compare.ts) builds the rows in English,
 * as the API answers them; the row names, groups and marks are looked up here by their key, and on a Hindi page
 * each cell is written again from the listing's facts (hindiCellText). The listings' own words stay as written.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLandAreaHindi } from '#domain/land-area';
import type {
  CompareCell,
  CompareRow,
  CompareRowGroup,
  ComparedFacts,
  ComparedListing,
} from '#domain/listing-compare';
import { VERIFICATION_CHECKS } from '#domain/listing-verification';
import { formatINR, formatPriceHindi } from '#domain/price-format';
import type { Amenity } from '#domain/taxonomy';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { VERIFICATION_CHECK_MESSAGES } from '#web/lib/labels/verification-checks';
import { departureNote } from '#web/components/listing/departure-note';

const ROW_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  price: msg`Price`,
  pricePerSqFt: msg`Price per sq.ft of total area`,
  pricePerCarpetSqFt: msg`Price per sq.ft of carpet area`,
  loading: msg`Loading (total area over carpet area)`,
  maintenance: msg`Maintenance`,
  type: msg`Type`,
  area: msg`Total area`,
  carpetArea: msg`Carpet area`,
  plotArea: msg`Plot area`,
  undividedShare: msg`Undivided share of land`,
  bedrooms: msg`Bedrooms`,
  bathrooms: msg`Bathrooms`,
  floor: msg`Floor`,
  facing: msg`Facing`,
  age: msg`Age of property`,
  furnishing: msg`Furnishing`,
  vastu: msg`Vastu compliant`,
  availability: msg`Availability`,
  reraNumber: msg`RERA registration number`,
  verification: msg`Checks by our team`,
};

const GROUP_MESSAGES: Record<CompareRowGroup, MessageDescriptor> = {
  Price: msg`Price`,
  'Size and rooms': msg`Size and rooms`,
  Amenities: msg`Amenities`,
  Trust: msg`Trust`,
};

/** The marks and the fixed cell words, by their English text. */
const WORD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  Lowest: msg`Lowest`,
  Largest: msg`Largest`,
  Differs: msg`Differs`,
  'Not given': msg`Not given`,
  'Not shown: no longer on HouseHunt': msg`Not shown: no longer on HouseHunt`,
  Yes: msg`Yes`,
  'Not stated': msg`Not stated`,
  'Not listed': msg`Not listed`,
  Available: msg`Available`,
  'Under offer': msg`Under offer`,
  'No checks on record': msg`No checks on record`,
};

/** A row's name; an amenity's row keeps the amenity's own name. */
export const rowLabel = (i18n: I18n, key: string, label: string) => {
  const message =
    ROW_MESSAGES[key] ?? (key.startsWith('amenity:') ? AMENITY_MESSAGES[label as Amenity] : undefined);
  return message ? i18n._(message) : label;
};

export const groupLabel = (i18n: I18n, group: CompareRowGroup) => i18n._(GROUP_MESSAGES[group]);

/** A mark or a fixed cell word; any other text (a figure, a listing's words) as it is. */
export const compareWord = (i18n: I18n, text: string) => {
  const message = WORD_MESSAGES[text];
  return message ? i18n._(message) : text;
};

// A YYYY-MM-DD day is read as midnight UTC, which these formats write in UTC.
const hindiDayAndMonth = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const hindiDayMonthAndYear = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const hindiWholeNumber = new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 0 });
const hindiSquareFeet = (value: number) => formatLandAreaHindi(value, 'flat');

/** "3 of 12", "Ground of 4", "Basement 1", "12 floors" in the page's language. */
function floorWords(i18n: I18n, floorNumber: number | null, totalFloors: number | null): string | null {
  const floors = totalFloors === null ? null : hindiWholeNumber.format(totalFloors);
  if (floorNumber === null) return floors === null ? null : i18n._(msg`${floors} floors`);
  const basement = -floorNumber;
  const floor =
    floorNumber === 0
      ? i18n._(msg`Ground`)
      : floorNumber < 0
        ? i18n._(msg`Basement ${basement}`)
        : hindiWholeNumber.format(floorNumber);
  return floors === null ? floor : i18n._(msg`${floor} of ${floors}`);
}

/** "2 of 6 checks on record: Site visited by our staff (12 नव॰), …" with the days in Hindi. */
function checksWords(i18n: I18n, checks: ComparedFacts['verificationChecks'], today: string): string {
  if (checks.length === 0) return i18n._(WORD_MESSAGES['No checks on record']!);
  const year = today.slice(0, 4);
  const done = VERIFICATION_CHECKS.flatMap((check) => {
    const found = checks.find((entry) => entry.check === check);
    if (!found) return [];
    const format = found.checkedOn.slice(0, 4) === year ? hindiDayAndMonth : hindiDayMonthAndYear;
    return [`${i18n._(VERIFICATION_CHECK_MESSAGES[check])} (${format.format(new Date(found.checkedOn))})`];
  });
  const count = done.length;
  const all = VERIFICATION_CHECKS.length;
  const list = done.join(', ');
  return i18n._(msg`${count} of ${all} checks on record: ${list}`);
}

/**
 * A cell written again in Hindi from its listing's facts (the domain writes English, as the API answers):
 * prices in लाख and करोड़, areas in वर्ग फ़ुट, the taxonomy's values and the fixed words from the catalogue.
 */
export function hindiCellText(
  i18n: I18n,
  row: Pick<CompareRow, 'key'>,
  cell: CompareCell,
  listing: ComparedListing,
  today: string,
): string {
  const facts = listing.facts;
  const value = cell.value;
  if (!facts || !cell.known) return compareWord(i18n, cell.text);
  const perSqFt = (rupees: number) => {
    const amount = formatINR(rupees);
    return facts.propertyStatus === 'rent'
      ? i18n._(msg`${amount} per sq.ft a month`)
      : i18n._(msg`${amount} per sq.ft`);
  };
  switch (row.key) {
    case 'price':
      return formatPriceHindi(facts);
    case 'pricePerSqFt':
    case 'pricePerCarpetSqFt':
      return value === null ? cell.text : perSqFt(value);
    case 'maintenance': {
      const amount = formatINR(facts.maintenanceCharges ?? 0);
      return i18n._(msg`${amount}/month`);
    }
    case 'type':
      return i18n._(SUB_CATEGORY_MESSAGES[facts.subCategory]);
    case 'area':
    case 'plotArea':
      return value === null ? cell.text : formatLandAreaHindi(value, facts.subCategory);
    case 'carpetArea':
    case 'undividedShare':
      return value === null ? cell.text : hindiSquareFeet(value);
    case 'bedrooms':
      return facts.bedrooms === 0 ? i18n._(msg`Studio / 1 RK`) : cell.text;
    case 'floor':
      return floorWords(i18n, facts.floorNumber, facts.totalFloors) ?? cell.text;
    case 'facing':
      return facts.facing ? i18n._(FACING_MESSAGES[facts.facing]) : cell.text;
    case 'age':
      return facts.ageOfProperty ? i18n._(AGE_OF_PROPERTY_MESSAGES[facts.ageOfProperty]) : cell.text;
    case 'furnishing':
      return facts.furnishingStatus ? i18n._(FURNISHING_STATUS_MESSAGES[facts.furnishingStatus]) : cell.text;
    case 'verification':
      return checksWords(i18n, facts.verificationChecks, today);
    default:
      return compareWord(i18n, cell.text);
  }
}

/** What a cell says on the page: the domain's English on English pages, hindiCellText on Hindi ones. */
export const cellText = (
  i18n: I18n,
  row: Pick<CompareRow, 'key'>,
  cell: CompareCell,
  listing: ComparedListing,
  today: string,
) => {
  if (cell.departure) return departureNote(i18n, cell.departure, today);
  return i18n.locale === 'hi' ? hindiCellText(i18n, row, cell, listing, today) : compareWord(i18n, cell.text);
};
