// Which listing fields apply to which type and status: the form shows only these, the schema keeps only these.
import { ALL_SUB_CATEGORIES, isOneOf, mainCategoryOf, type SubCategory } from './taxonomy.js';

export const CONDITIONAL_FIELDS = [
  'rentalFrequency',
  'securityDeposit',
  'commissionPercentage',
  'undividedShare',
  'carpetArea',
  'plotArea',
  'plotLength',
  'plotBreadth',
  'bedrooms',
  'bathrooms',
  'balconies',
  'furnishingStatus',
  'totalFloors',
  'floorNumber',
  'facing',
  'ageOfProperty',
  'washrooms',
  'parkingSpaces',
  'cabins',
  'workstations',
  'isReraRegistered',
  'reraNumber',
] as const;
export type ConditionalField = (typeof CONDITIONAL_FIELDS)[number];

/** What is known so far about a listing; values a form has not settled on yet may be empty or unknown. */
export interface ListingContext {
  mainCategory?: string | null;
  subCategory?: string | null;
  propertyStatus?: string | null;
  isCommissionApplicable?: boolean | null;
  isReraRegistered?: boolean | null;
}

/** Conditional fields that must then be filled in (spec §5); the others stay optional. */
export const REQUIRED_WHEN_APPLICABLE: readonly ConditionalField[] = [
  'rentalFrequency',
  'commissionPercentage',
  'undividedShare',
  'bedrooms',
  'bathrooms',
  'reraNumber',
];

const HOMES: readonly SubCategory[] = ['flat', 'villa', 'individual-house'];
const LAND_PARCELS: readonly SubCategory[] = ['plot', 'farmland', 'villa'];
// The spec is silent on commercial fields: every commercial type with a building on it gets them, bare land does not.
const COMMERCIAL_BUILDINGS: readonly SubCategory[] = [
  'shop',
  'building',
  'office-space',
  'showroom',
  'warehouse',
];

type TypeDependentField = Exclude<
  ConditionalField,
  'rentalFrequency' | 'securityDeposit' | 'commissionPercentage' | 'isReraRegistered' | 'reraNumber'
>;

const SUB_CATEGORIES_WITH: Record<TypeDependentField, readonly SubCategory[]> = {
  undividedShare: ['flat'],
  // Residential except plot and farmland, which leaves exactly the homes.
  carpetArea: HOMES,
  plotArea: LAND_PARCELS,
  plotLength: LAND_PARCELS,
  plotBreadth: LAND_PARCELS,
  bedrooms: HOMES,
  bathrooms: HOMES,
  balconies: HOMES,
  furnishingStatus: [...HOMES, ...COMMERCIAL_BUILDINGS],
  totalFloors: [...HOMES, ...COMMERCIAL_BUILDINGS],
  floorNumber: [...HOMES, ...COMMERCIAL_BUILDINGS],
  facing: [...HOMES, ...COMMERCIAL_BUILDINGS],
  ageOfProperty: [...HOMES, ...COMMERCIAL_BUILDINGS],
  parkingSpaces: [...HOMES, ...COMMERCIAL_BUILDINGS],
  washrooms: COMMERCIAL_BUILDINGS,
  cabins: COMMERCIAL_BUILDINGS,
  workstations: COMMERCIAL_BUILDINGS,
};

/** The listing's type, or null while it is unknown or contradicts the chosen main category. */
export function listingType({ mainCategory, subCategory }: ListingContext): SubCategory | null {
  if (!isOneOf(ALL_SUB_CATEGORIES, subCategory)) return null;
  if (mainCategory && mainCategory !== mainCategoryOf(subCategory)) return null;
  return subCategory;
}

export function fieldApplies(field: ConditionalField, context: ListingContext): boolean {
  switch (field) {
    case 'rentalFrequency':
    case 'securityDeposit':
      return context.propertyStatus === 'rent';
    case 'commissionPercentage':
      return context.isCommissionApplicable === true;
    // RERA registers residential projects, plotted layouts included; the number is asked for once the admin says
    // the project is registered (issue 22).
    case 'isReraRegistered': {
      const type = listingType(context);
      return type !== null && mainCategoryOf(type) === 'residential';
    }
    case 'reraNumber':
      return fieldApplies('isReraRegistered', context) && context.isReraRegistered === true;
    default: {
      const type = listingType(context);
      return type !== null && SUB_CATEGORIES_WITH[field].includes(type);
    }
  }
}

export function applicableFields(context: ListingContext): Set<ConditionalField> {
  return new Set(CONDITIONAL_FIELDS.filter((field) => fieldApplies(field, context)));
}
