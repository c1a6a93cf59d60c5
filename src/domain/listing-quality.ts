/**
 * A listing's quality score (decision 027): what a house hunter needs to judge a home without a visit, checked
 * from the listing's own fields by the domain's rules, each with a concrete hint for the lister. The lister sees
 * it while editing and on My listings; the team's review queue sorts by it; the public search breaks ties by it.
 * Only the checks that apply to the listing count: a plot has no carpet area, a rent needs no RERA number.
 */
import { listingFreshness } from './listing-lifecycle.js';
import { fieldApplies } from './property-rules.js';
import type { AgeOfProperty, MainCategory, PropertyStatus, SubCategory } from './taxonomy.js';

/** Photos a listing needs: fewer, and buyers cannot see the rooms they would ask about. */
export const QUALITY_MIN_PHOTOS = 5;
/** A description long enough to say what the photos cannot, short enough to be read. */
export const QUALITY_DESCRIPTION_LENGTH = { min: 750, max: 2_000 } as const;

export const QUALITY_CHECKS = [
  'photos',
  'description',
  'carpetArea',
  'reraNumber',
  'mapPin',
  'floorAndFacing',
  'freshness',
] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** How much each check weighs, out of the weights of the checks that apply. */
export const QUALITY_WEIGHTS: Record<QualityCheck, number> = {
  photos: 25,
  description: 20,
  carpetArea: 10,
  reraNumber: 10,
  mapPin: 15,
  floorAndFacing: 10,
  freshness: 10,
};

export const QUALITY_CHECK_LABELS: Record<QualityCheck, string> = {
  photos: `At least ${QUALITY_MIN_PHOTOS} photos`,
  description: `A description of ${QUALITY_DESCRIPTION_LENGTH.min.toLocaleString('en-IN')} to ${QUALITY_DESCRIPTION_LENGTH.max.toLocaleString('en-IN')} characters`,
  carpetArea: 'The carpet area',
  reraNumber: 'The RERA registration number',
  mapPin: 'A pin on the map',
  floorAndFacing: 'The floor and the facing',
  freshness: 'Availability confirmed in the last 45 days',
};

/** What the score reads of a listing. */
export interface QualityInput {
  mainCategory: MainCategory;
  subCategory: SubCategory;
  propertyStatus: PropertyStatus;
  ageOfProperty: AgeOfProperty | null;
  description: string | null;
  carpetArea: number | null;
  reraNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
  floorNumber: number | null;
  facing: string | null;
  lastConfirmedAt: Date | null;
  photoCount: number;
}

export type QualityCheckResult = { check: QualityCheck; met: boolean; weight: number; hint: string | null };
export type ListingQuality = { score: number; checks: QualityCheckResult[] };

/** New homes sold off a plan or just built are sold under a project's RERA registration. */
const NEW_PROJECT_AGES: readonly AgeOfProperty[] = ['under-construction', 'newly-built'];

function applies(check: QualityCheck, listing: QualityInput): boolean {
  const context = { mainCategory: listing.mainCategory, subCategory: listing.subCategory };
  switch (check) {
    case 'carpetArea':
      return fieldApplies('carpetArea', context);
    case 'reraNumber':
      return (
        listing.propertyStatus === 'sale' &&
        fieldApplies('isReraRegistered', context) &&
        listing.ageOfProperty !== null &&
        NEW_PROJECT_AGES.includes(listing.ageOfProperty)
      );
    case 'floorAndFacing':
      return fieldApplies('facing', context);
    // A listing never published has had no availability to confirm.
    case 'freshness':
      return listing.lastConfirmedAt !== null;
    default:
      return true;
  }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Null when the check is met; otherwise what to do, in the lister's words. */
function hintFor(check: QualityCheck, listing: QualityInput, now: Date): string | null {
  switch (check) {
    case 'photos': {
      const missing = QUALITY_MIN_PHOTOS - listing.photoCount;
      return missing > 0
        ? `Add ${plural(missing, 'more photo')}: every room, the kitchen, the view and the building.`
        : null;
    }
    case 'description': {
      const length = listing.description?.trim().length ?? 0;
      if (length < QUALITY_DESCRIPTION_LENGTH.min)
        return `Write at least ${QUALITY_DESCRIPTION_LENGTH.min} characters (now ${length}): the layout, light, water supply, power backup, parking and the neighbourhood.`;
      if (length > QUALITY_DESCRIPTION_LENGTH.max)
        return `Shorten the description to ${QUALITY_DESCRIPTION_LENGTH.max.toLocaleString('en-IN')} characters (now ${length.toLocaleString('en-IN')}): buyers stop reading.`;
      return null;
    }
    case 'carpetArea':
      return listing.carpetArea === null
        ? 'Give the carpet area: buyers compare it, and RERA makes builders quote it.'
        : null;
    case 'reraNumber':
      return listing.reraNumber === null
        ? "Give the project's RERA registration number: a new project must be registered to be sold."
        : null;
    case 'mapPin':
      return listing.latitude === null || listing.longitude === null || listing.locationApproximate
        ? 'Place the pin on the map at the building, not just its PIN code.'
        : null;
    case 'floorAndFacing': {
      const missing = [
        fieldApplies('floorNumber', listing) && listing.floorNumber === null ? 'the floor' : null,
        listing.facing === null ? 'the facing (Vastu matters to many buyers)' : null,
      ].filter((part): part is string => part !== null);
      return missing.length > 0 ? `Give ${missing.join(' and ')}.` : null;
    }
    case 'freshness':
      return listingFreshness(listing.lastConfirmedAt, now) === 'confirmed'
        ? null
        : 'Confirm that it is still available: listings unconfirmed for 60 days leave the search.';
  }
}

/** The score out of 100 and every check that applies, met or with its hint, in the order of QUALITY_CHECKS. */
export function listingQuality(listing: QualityInput, now: Date): ListingQuality {
  const checks = QUALITY_CHECKS.filter((check) => applies(check, listing)).map((check) => {
    const hint = hintFor(check, listing, now);
    return { check, met: hint === null, weight: QUALITY_WEIGHTS[check], hint };
  });
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const met = checks.reduce((sum, check) => sum + (check.met ? check.weight : 0), 0);
  return { score: total === 0 ? 100 : Math.round((100 * met) / total), checks };
}
