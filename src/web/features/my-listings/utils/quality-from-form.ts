/** The quality rule's input (decision 027) from the posting form's values, as typed so far. */
import { toNumber } from '#domain/form-input';
import type { QualityInput } from '#domain/listing-quality';
import {
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  isOneOf,
} from '#domain/taxonomy';
import type { PropertyFormValues } from '#web/components/property-form/property-form-values';

type TypedValues = { [Field in keyof PropertyFormValues]?: unknown };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const number = (value: unknown): number | null =>
  typeof value === 'string' || typeof value === 'number' ? toNumber(String(value)) : null;

/**
 * Fields not chosen yet count as the most common listing (a residential flat for sale) so the panel has a score
 * from the first keystroke; `lastConfirmedAt` is the stored listing's, null for a new one.
 */
export function qualityInputFromForm(
  values: TypedValues,
  photoCount: number,
  lastConfirmedAt: string | null,
): QualityInput {
  const confirmed = lastConfirmedAt === null ? null : new Date(lastConfirmedAt);
  return {
    mainCategory: isOneOf(MAIN_CATEGORIES, values.mainCategory) ? values.mainCategory : 'residential',
    subCategory: isOneOf(ALL_SUB_CATEGORIES, values.subCategory) ? values.subCategory : 'flat',
    propertyStatus: isOneOf(PROPERTY_STATUSES, values.propertyStatus) ? values.propertyStatus : 'sale',
    ageOfProperty: isOneOf(AGES_OF_PROPERTY, values.ageOfProperty) ? values.ageOfProperty : null,
    description: text(values.description),
    carpetArea: number(values.carpetArea),
    // The form's RERA number counts only while "RERA registered" is ticked, as the save keeps it only then.
    reraNumber: values.isReraRegistered === true ? text(values.reraNumber) : null,
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    locationApproximate: false,
    floorNumber: number(values.floorNumber),
    facing: text(values.facing),
    lastConfirmedAt: confirmed !== null && !Number.isNaN(confirmed.getTime()) ? confirmed : null,
    photoCount,
  };
}
