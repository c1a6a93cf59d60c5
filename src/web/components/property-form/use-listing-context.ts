import { useWatch } from 'react-hook-form';
import { fieldApplies, type ConditionalField, type ListingContext } from '#domain/property-rules';
import type { PropertyFormValues } from './property-form-values';

const CONTEXT_FIELDS = [
  'mainCategory',
  'subCategory',
  'propertyStatus',
  'isCommissionApplicable',
  'isReraRegistered',
] as const;

/** What the form knows so far about the listing's type and terms: it decides which fields show. */
export function useListingContext(): ListingContext {
  const [mainCategory, subCategory, propertyStatus, isCommissionApplicable, isReraRegistered] = useWatch<
    PropertyFormValues,
    typeof CONTEXT_FIELDS
  >({ name: CONTEXT_FIELDS });
  return { mainCategory, subCategory, propertyStatus, isCommissionApplicable, isReraRegistered };
}

/** Whether a field shows, by the same rule the schema uses to keep it. */
export function useFieldApplies(): (field: ConditionalField) => boolean {
  const context = useListingContext();
  return (field) => fieldApplies(field, context);
}
