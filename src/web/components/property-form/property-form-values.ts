// What the property form holds while it is being filled in: text as typed, '' for a choice not made yet.
import type { PropertyData, PropertyInput } from '#domain/property-schema';
import { COMMON_FEATURES, featuresFor, isOneOf, ALL_SUB_CATEGORIES } from '#domain/taxonomy';

type FormValue<T> = T extends boolean
  ? boolean
  : T extends readonly (infer Name)[]
    ? Name[]
    : T extends number
      ? string
      : T | '';

// Fails to compile if the form ever holds a value the shared schema would not accept.
type AcceptedBySchema<Values extends PropertyInput> = Values;

/**
 * Every listing field as an input holds it; the schema reads these values as they are. "RERA registered" is the
 * form's question only: what is stored is the number, so a stored listing is registered when it has one.
 */
export type PropertyFormValues = AcceptedBySchema<
  {
    [Field in keyof PropertyData]-?: FormValue<NonNullable<PropertyData[Field]>>;
  } & { isReraRegistered: boolean }
>;

/** A field the form can show an error against. */
export type PropertyFieldName = keyof PropertyFormValues;

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  title: '',
  description: '',
  mainCategory: '',
  subCategory: '',
  propertyStatus: '',
  price: '',
  rentalFrequency: '',
  securityDeposit: '',
  maintenanceCharges: '',
  availableFrom: '',
  isCommissionApplicable: false,
  commissionPercentage: '',
  location: '',
  address: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
  latitude: '',
  longitude: '',
  bedrooms: '',
  bathrooms: '',
  balconies: '',
  furnishingStatus: '',
  totalFloors: '',
  floorNumber: '',
  facing: '',
  ageOfProperty: '',
  squareFeet: '',
  undividedShare: '',
  carpetArea: '',
  plotArea: '',
  plotLength: '',
  plotBreadth: '',
  washrooms: '',
  parkingSpaces: '',
  cabins: '',
  workstations: '',
  features: [],
  amenities: [],
  isFeatured: false,
  isReraRegistered: false,
  reraNumber: '',
};

export const PROPERTY_FIELD_NAMES = Object.keys(EMPTY_PROPERTY_FORM) as PropertyFieldName[];

/** The form filled in with a stored listing: numbers as the text an input shows, nulls as empty. */
export function formValuesFromListing(listing: PropertyData): PropertyFormValues {
  const values: Record<string, unknown> = {};
  for (const field of PROPERTY_FIELD_NAMES) {
    const stored: unknown = field === 'isReraRegistered' ? listing.reraNumber !== null : listing[field];
    if (stored === null || stored === undefined) values[field] = EMPTY_PROPERTY_FORM[field];
    else if (typeof stored === 'number') values[field] = String(stored);
    else if (Array.isArray(stored)) values[field] = [...(stored as unknown[])];
    else values[field] = stored;
  }
  return values as PropertyFormValues;
}

/** The features a listing of this (possibly not yet chosen) subcategory can claim. */
export function featuresOffered(subCategory: string): readonly string[] {
  return isOneOf(ALL_SUB_CATEGORIES, subCategory) ? featuresFor(subCategory) : COMMON_FEATURES;
}

/** Drops ticked features that the new subcategory does not offer, so no hidden choice fails validation. */
export function keepOfferedFeatures(features: readonly string[], subCategory: string): string[] {
  const offered = featuresOffered(subCategory);
  return features.filter((feature) => offered.includes(feature));
}
