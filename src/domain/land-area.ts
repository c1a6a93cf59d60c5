// A plot's area from its sides, and how land is measured out loud: farmland beyond an acre in acres.
import { formatArea } from './price-format.js';
import type { SubCategory } from './taxonomy.js';

export const SQUARE_FEET_PER_ACRE = 43_560;

/**
 * A plot's area in square feet when both its sides (feet) are known: their product, to 2 decimals like every
 * area. Worked in hundredths so the rounding is exact (12.5 × 40.25 is 503.13, not 503.12).
 */
export function plotAreaFromSides(length: number, breadth: number): number {
  const hundredthsSquared = Math.round(length * 100) * Math.round(breadth * 100);
  return Math.round(hundredthsSquared / 100) / 100;
}

const acres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * An area of a listing as its buyers say it: farmland of an acre or more in acres with the square feet after it
 * ('2.5 acres (1,08,900 sq.ft)'); anything else in square feet ('2,400 sq.ft').
 */
export function formatLandArea(squareFeet: number, subCategory: SubCategory): string {
  if (subCategory !== 'farmland' || squareFeet < SQUARE_FEET_PER_ACRE) return formatArea(squareFeet);
  const inAcres = acres.format(squareFeet / SQUARE_FEET_PER_ACRE);
  return `${inAcres} ${inAcres === '1' ? 'acre' : 'acres'} (${formatArea(squareFeet)})`;
}
