/**
 * What a listing's price is usually, per sq.ft, in its city for its type: the admin form warns (it never refuses)
 * when a typed price is ten times off, the mark of a missing or extra zero; and the prices per sq.ft the pages show.
 * The API's query and answer are in price-benchmark-answer.ts, so the property page reads these without zod.
 */
import type { PriceBenchmark } from './price-benchmark-answer.js';
import { formatINR, formatINRShort } from './price-format.js';
import {
  SUB_CATEGORY_LABELS,
  type PropertyStatus,
  type RentalFrequency,
  type SubCategory,
} from './taxonomy.js';

/** Fewer listings than this say too little about a city's usual price to warn anyone. */
export const MIN_LISTINGS_FOR_BENCHMARK = 3;

/** How far from the usual price per sq.ft a price must be to be worth a second look: one zero. */
export const FAR_OFF_FACTOR = 10;

const MONTHS_PER_YEAR = 12;

const FOR_STATUS: Record<PropertyStatus, string> = { sale: 'for sale', rent: 'to rent' };

/** Rupees per sq.ft as listings are compared: a rent per month, whatever period it is quoted for. */
export function pricePerSqFt(listing: {
  price: number;
  squareFeet: number;
  rentalFrequency?: RentalFrequency | null;
}): number {
  const perMonth = listing.rentalFrequency === 'yearly' ? listing.price / MONTHS_PER_YEAR : listing.price;
  return perMonth / listing.squareFeet;
}

/** Why a carpet-area figure cannot be given: the listing says no carpet area, or one that cannot be right. */
export type CarpetAreaProblem =
  'carpet-area-missing' | 'carpet-area-not-positive' | 'carpet-area-above-total';

export const CARPET_AREA_PROBLEMS: Record<CarpetAreaProblem, string> = {
  'carpet-area-missing': 'The carpet area is not given',
  'carpet-area-not-positive': 'The carpet area is not more than 0',
  'carpet-area-above-total': 'The carpet area is more than the total area',
};

/** A figure worked out from the carpet area, or why there is none. */
export type CarpetAreaFigure = { value: number; problem: null } | { value: null; problem: CarpetAreaProblem };

type CarpetAreas = { squareFeet: number; carpetArea?: number | null };

/**
 * The carpet area when it can be believed: given, more than 0 and no more than the total (super built-up) area the
 * listing is priced on; a larger carpet area means one of the two was typed wrong, so neither figure is shown.
 */
function believableCarpetArea({ squareFeet, carpetArea }: CarpetAreas): CarpetAreaFigure {
  if (carpetArea === undefined || carpetArea === null || Number.isNaN(carpetArea)) {
    return { value: null, problem: 'carpet-area-missing' };
  }
  if (!(carpetArea > 0)) return { value: null, problem: 'carpet-area-not-positive' };
  if (carpetArea > squareFeet) return { value: null, problem: 'carpet-area-above-total' };
  return { value: carpetArea, problem: null };
}

/** Rupees per sq.ft of carpet area (the floor a buyer can use), a rent per month as pricePerSqFt has it. */
export function pricePerCarpetSqFt(
  listing: CarpetAreas & { price: number; rentalFrequency?: RentalFrequency | null },
): CarpetAreaFigure {
  const carpet = believableCarpetArea(listing);
  if (carpet.value === null) return carpet;
  return { value: pricePerSqFt({ ...listing, squareFeet: carpet.value }), problem: null };
}

/**
 * The loading: how much the total area adds to the carpet area, as a percentage of the carpet area
 * ((total − carpet) ÷ carpet × 100), so 1,300 sq.ft sold for 1,000 sq.ft of carpet is a 30% loading.
 */
export function carpetLoadingPercent(listing: CarpetAreas): CarpetAreaFigure {
  const carpet = believableCarpetArea(listing);
  if (carpet.value === null) return carpet;
  return { value: ((listing.squareFeet - carpet.value) / carpet.value) * 100, problem: null };
}

type PricedDraft = {
  price: number;
  squareFeet: number;
  rentalFrequency?: RentalFrequency | null;
  city: string;
  subCategory: SubCategory;
  propertyStatus: PropertyStatus;
};

/**
 * The warning for a price ten times off its city's usual price per sq.ft, or null when it is not (or when too few
 * listings say what is usual).
 */
export function farOffPriceWarning(draft: PricedDraft, benchmark: PriceBenchmark): string | null {
  const median = benchmark.medianPricePerSqFt;
  if (median === null || median <= 0 || benchmark.listings < MIN_LISTINGS_FOR_BENCHMARK) return null;
  if (!(draft.price > 0 && draft.squareFeet > 0)) return null;
  const ratio = pricePerSqFt(draft) / median;
  if (ratio < FAR_OFF_FACTOR && ratio > 1 / FAR_OFF_FACTOR) return null;
  const perMonth = draft.propertyStatus === 'rent' ? ' a month' : '';
  const kind = `${SUB_CATEGORY_LABELS[draft.subCategory].toLowerCase()} ${FOR_STATUS[draft.propertyStatus]}`;
  const usual = `${formatINR(median)} per sq.ft${perMonth}`;
  const comparison =
    ratio >= FAR_OFF_FACTOR
      ? `about ${Math.round(ratio).toLocaleString('en-IN')} times`
      : `about 1/${Math.round(1 / ratio).toLocaleString('en-IN')} of`;
  const check = ratio >= FAR_OFF_FACTOR ? 'an extra zero' : 'a missing zero';
  return `${formatINRShort(draft.price)} is ${comparison} the usual price of a ${kind} in ${draft.city} (${usual}, median of ${benchmark.listings} listings). Check for ${check}; you can still save it.`;
}
