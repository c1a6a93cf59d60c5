/**
 * Locality insights (issue 23, decision 026): the median price per sq.ft of HouseHunt's own live listings in a
 * locality or a city, by sale or rent, type and BHK, and how a listing compares with it. The rules here are the
 * ones the figures table's trigger applies in SQL (slugs, quarters, the "no bedrooms" key); the API's answer is in
 * locality-insights-answer.ts, so the property page reads these without zod.
 */
import { SUB_CATEGORY_LABELS, type PropertyStatus, type SubCategory } from './taxonomy.js';

/** Fewer comparable listings than this say too little about a locality to show a median at all. */
export const MIN_LISTINGS_FOR_INSIGHT = 5;

/** The figures' key for a listing without a bedroom count (commercial space, plots); 0 is a studio or 1 RK. */
export const NO_BEDROOMS = -1;

/** The figures' period key for every live listing of a group, whatever quarter it was listed in. */
export const ALL_QUARTERS = 'all';

/** A slug is at most this long: the longest city (100) or locality (150) name the listing form accepts. */
export const PLACE_SLUG_MAX_LENGTH = 150;

/**
 * A city's or locality's name as it stands in an address: lower case, every run of anything but a–z and 0–9 one
 * hyphen, none at either end ("HSR Layout" → "hsr-layout", "Sarjapur Road " → "sarjapur-road"). Spellings that
 * differ only in case, spaces or punctuation are one place. The figures' trigger writes the same expression in
 * SQL (placeSlug in the schema); a name with no Latin letter or digit has no slug, and its listings count in
 * their city only.
 */
export function placeSlug(name: string | null | undefined): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug as placeSlug writes them: what a locality page's address must hold. */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isPlaceSlug(text: string): boolean {
  return text.length <= PLACE_SLUG_MAX_LENGTH && PLACE_SLUG_PATTERN.test(text);
}

/** A locality's page, which shows its city's figures beside its own. */
export function localityPagePath(citySlug: string, localitySlug: string): string {
  return `/locality/${citySlug}/${localitySlug}`;
}

/** The search for a city's listings, or a locality's (its `locality` filter): where a locality's figures lead. */
export function placeSearchPath(city: string, locality?: string | null): string {
  return `/properties?${new URLSearchParams({ city, ...(locality && { locality }) }).toString()}`;
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The first day (YYYY-MM-DD) of the calendar quarter an instant falls in, in India's calendar: the quarter a
 * listing went live in, as the trigger's SQL works it out from `listed_at`.
 */
export function quarterStart(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const month = Math.floor(india.getUTCMonth() / 3) * 3 + 1;
  return `${india.getUTCFullYear()}-${String(month).padStart(2, '0')}-01`;
}

/** The first day of the quarter before the one starting on `quarter`. */
export function previousQuarterStart(quarter: string): string {
  const [year, month] = quarter.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-10-01` : `${year}-${String(month - 3).padStart(2, '0')}-01`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jul–Sep 2026" for the quarter starting 2026-07-01. */
export function quarterLabel(quarter: string): string {
  const [year, month] = quarter.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]}–${MONTHS[month + 1]} ${year}`;
}

/**
 * "Jul–Nov 2026", "Nov 2026", "Dec 2025–Feb 2026": the months in India's calendar between the first and last
 * listing a figure is of.
 */
export function listedRangeLabel(
  first: Date,
  last: Date,
  /** A month's name by its index (0 = January); a Hindi page passes its own. */
  monthName: (index: number) => string = (index) => MONTHS[index]!,
): string {
  const a = new Date(first.getTime() + IST_OFFSET_MS);
  const b = new Date(last.getTime() + IST_OFFSET_MS);
  const month = (d: Date) => monthName(d.getUTCMonth());
  if (a.getUTCFullYear() !== b.getUTCFullYear()) {
    return `${month(a)} ${a.getUTCFullYear()}–${month(b)} ${b.getUTCFullYear()}`;
  }
  if (a.getUTCMonth() === b.getUTCMonth()) return `${month(a)} ${a.getUTCFullYear()}`;
  return `${month(a)}–${month(b)} ${b.getUTCFullYear()}`;
}

const PLURAL_TYPES: Record<SubCategory, string> = {
  flat: 'flats',
  plot: 'plots',
  villa: 'villas',
  farmland: 'farmland',
  'individual-house': 'individual houses',
  shop: 'shops',
  land: 'commercial land',
  building: 'commercial buildings',
  'office-space': 'office spaces',
  showroom: 'showrooms',
  warehouse: 'warehouses',
};

/** "3 BHK flats", "studio flats", "shops": what a figure is of, in the words of a sentence. */
export function comparableKind(subCategory: SubCategory, bedrooms: number): string {
  const type = PLURAL_TYPES[subCategory] ?? SUB_CATEGORY_LABELS[subCategory].toLowerCase();
  if (bedrooms === NO_BEDROOMS) return type;
  if (bedrooms === 0) return `studio ${type}`;
  return `${bedrooms} BHK ${type}`;
}

/** A listing's place beside the median of the listings like it, as the property page shows it. */
export type LocalityComparison = {
  /** Percent above (positive) or below (negative) the median, rounded to a whole number. */
  percentFromMedian: number;
  medianPricePerSqFt: number;
  listings: number;
  firstListedAt: string;
  lastListedAt: string;
  propertyStatus: PropertyStatus;
  subCategory: SubCategory;
  bedrooms: number;
  /** The locality's name (or the city's, when the locality has too few listings like it). */
  placeName: string;
  /** The listing's locality page (which shows the city's figures too), or its city's search without a locality. */
  path: string;
};

/** The percent a price per sq.ft is from a median, whole: −8 for 8% below. */
export function percentFromMedian(pricePerSqFt: number, median: number): number {
  return Math.round((pricePerSqFt / median - 1) * 100);
}

/** The change from one quarter's median to the next, in whole percent; null without both. */
export function quarterChangePercent(previous: number | null, current: number | null): number | null {
  if (previous === null || current === null || previous <= 0) return null;
  return Math.round((current / previous - 1) * 1000) / 10;
}
