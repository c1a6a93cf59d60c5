// A plot's area from its sides, the units land is measured in across India, and how land is measured and priced
// out loud: farmland beyond an acre in acres and per acre, plots per sq.ft and per sq.yd.
import { formatArea, formatIndianNumber, formatINR } from './price-format.js';
import type { SubCategory } from './taxonomy.js';

export const SQUARE_FEET_PER_ACRE = 43_560;

/** Units land is sold in across India. */
export const LAND_AREA_UNITS = ['sq-ft', 'sq-yd', 'sq-m', 'cent', 'guntha', 'acre'] as const;
export type LandAreaUnit = (typeof LAND_AREA_UNITS)[number];
export const LAND_AREA_UNIT_LABELS: Record<LandAreaUnit, string> = {
  'sq-ft': 'sq. ft',
  'sq-yd': 'sq. yd (gaj)',
  'sq-m': 'sq. m',
  cent: 'cent',
  guntha: 'guntha',
  acre: 'acre',
};
/** How many square feet each unit holds. */
export const SQUARE_FEET_PER_UNIT: Record<LandAreaUnit, number> = {
  'sq-ft': 1,
  'sq-yd': 9,
  'sq-m': 10.7639,
  cent: 435.6,
  guntha: 1089,
  acre: SQUARE_FEET_PER_ACRE,
};

/** An area given in `unit`, in square feet to 2 decimals like every stored area. */
export function squareFeetFrom(value: number, unit: LandAreaUnit): number {
  return Math.round(value * SQUARE_FEET_PER_UNIT[unit] * 100) / 100;
}

/** An area in square feet, in `unit`, to at most 4 decimals. */
export function squareFeetIn(squareFeet: number, unit: LandAreaUnit): number {
  return Math.round((squareFeet / SQUARE_FEET_PER_UNIT[unit]) * 10_000) / 10_000;
}

/**
 * A plot's area in square feet when both its sides (feet) are known: their product, to 2 decimals like every
 * area. Worked in hundredths so the rounding is exact (12.5 × 40.25 is 503.13, not 503.12).
 */
export function plotAreaFromSides(length: number, breadth: number): number {
  const hundredthsSquared = Math.round(length * 100) * Math.round(breadth * 100);
  return Math.round(hundredthsSquared / 100) / 100;
}

/**
 * Acres to 2 decimals when that hides no whole square foot, else to 4: 87,120 and 87,143 sq.ft must not both read
 * '2 acres'.
 */
export function acresOf(squareFeet: number): string {
  const exact = squareFeet / SQUARE_FEET_PER_ACRE;
  const short = Math.round(exact * 100) / 100;
  const hides = Math.abs(short * SQUARE_FEET_PER_ACRE - squareFeet) >= 1;
  return formatIndianNumber(exact, hides ? 4 : 2);
}

/**
 * An area of a listing as its buyers say it: farmland of an acre or more in acres with the square feet after it
 * ('2.5 acres (1,08,900 sq.ft)'); anything else in square feet ('2,400 sq.ft').
 */
export function formatLandArea(squareFeet: number, subCategory: SubCategory): string {
  if (subCategory !== 'farmland' || squareFeet < SQUARE_FEET_PER_ACRE) return formatArea(squareFeet);
  const inAcres = acresOf(squareFeet);
  return `${inAcres} ${inAcres === '1' ? 'acre' : 'acres'} (${formatArea(squareFeet)})`;
}

export type LandPriceRateUnit = Extract<LandAreaUnit, 'acre' | 'sq-ft' | 'sq-yd'>;

const RATE_IN_ENGLISH = (amount: string, unit: LandPriceRateUnit) =>
  `${amount} per ${unit === 'acre' ? 'acre' : unit === 'sq-ft' ? 'sq.ft' : 'sq.yd'}`;

/** formatLandArea for Hindi pages: '2,400 वर्ग फ़ुट', '2.5 एकड़ (1,08,900 वर्ग फ़ुट)'; digits stay Western. */
export function formatLandAreaHindi(squareFeet: number, subCategory: SubCategory): string {
  const inSquareFeet = `${formatIndianNumber(squareFeet, 2)} वर्ग फ़ुट`;
  if (subCategory !== 'farmland' || squareFeet < SQUARE_FEET_PER_ACRE) return inSquareFeet;
  return `${acresOf(squareFeet)} एकड़ (${inSquareFeet})`;
}

/**
 * A sale price's rate as the market quotes it: farmland per acre, a plot per sq.ft and per sq.yd (gaj), a building
 * per sq.ft. '₹14,00,000 per acre', '₹3,200 per sq.ft · ₹28,800 per sq.yd'.
 */
export function landPriceRate(
  listing: { price: number; squareFeet: number; subCategory: SubCategory },
  /** How a rate reads ('₹3,200 per sq.ft'); the Hindi page passes its own words. */
  say: (amount: string, unit: LandPriceRateUnit) => string = RATE_IN_ENGLISH,
): string | null {
  if (!(listing.squareFeet > 0)) return null;
  const per = (unit: LandPriceRateUnit) =>
    say(formatINR((listing.price / listing.squareFeet) * SQUARE_FEET_PER_UNIT[unit]), unit);
  if (listing.subCategory === 'farmland') return per('acre');
  if (listing.subCategory === 'plot') return `${per('sq-ft')} · ${per('sq-yd')}`;
  return per('sq-ft');
}
