import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toNumber } from '#domain/form-input';
import { farOffPriceWarning } from '#domain/price-benchmark';
import { formatINRShortHindi } from '#domain/price-format';
import { amountEcho } from '#domain/rupees-in-words';
import { ALL_SUB_CATEGORIES, isOneOf, PROPERTY_STATUSES, RENTAL_FREQUENCIES } from '#domain/taxonomy';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { usePriceBenchmark } from './get-price-benchmark';
import { controlClass, FormField } from './form-field';
import type { PropertyFormValues } from './property-form-values';
import { usePropertyFormSettings } from './property-form-settings';

const CITY_TYPING_PAUSE_MS = 400;

/**
 * The typed price said back: in English in lakh/crore and words; in Hindi in lakh/crore and in full Indian digit
 * grouping (a missing or extra zero shows either way).
 */
function priceEcho(locale: string, rupees: number): string {
  return locale === 'en'
    ? amountEcho(rupees)
    : `${formatINRShortHindi(rupees)} — ₹${rupees.toLocaleString('en-IN')}`;
}

/** The price said back in lakh/crore and words as it is typed, and a warning when it is ten times off the usual. */
export function PriceField({ listingId }: { listingId?: string | undefined }) {
  const { register } = useFormContext<PropertyFormValues>();
  const { i18n, t } = useLingui();
  const [price, squareFeet, rentalFrequency, city, subCategory, propertyStatus] = useWatch<
    PropertyFormValues,
    ['price', 'squareFeet', 'rentalFrequency', 'city', 'subCategory', 'propertyStatus']
  >({ name: ['price', 'squareFeet', 'rentalFrequency', 'city', 'subCategory', 'propertyStatus'] });
  const rupees = toNumber(price);
  const echo =
    rupees !== null && rupees > 0 && Number.isInteger(rupees) ? priceEcho(i18n.locale, rupees) : undefined;

  const settledCity = useDebouncedValue(city.trim(), CITY_TYPING_PAUSE_MS);
  const typeKnown = isOneOf(ALL_SUB_CATEGORIES, subCategory) && isOneOf(PROPERTY_STATUSES, propertyStatus);
  const { priceBenchmark } = usePropertyFormSettings();
  const benchmark = usePriceBenchmark(
    priceBenchmark && typeKnown && settledCity !== ''
      ? { city: settledCity, subCategory, propertyStatus, ...(listingId && { excluding: listingId }) }
      : null,
  );
  const area = toNumber(squareFeet);
  const warning =
    typeKnown && echo && area !== null && area > 0 && benchmark.data
      ? farOffPriceWarning(
          {
            price: rupees!,
            squareFeet: area,
            rentalFrequency: isOneOf(RENTAL_FREQUENCIES, rentalFrequency) ? rentalFrequency : null,
            city: settledCity,
            subCategory,
            propertyStatus,
          },
          benchmark.data,
        )
      : null;

  return (
    <div>
      <FormField name="price" label={t`Price (₹)`} required hint={echo}>
        {(a11y) => (
          <input
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            {...a11y}
            {...register('price')}
            className={controlClass}
          />
        )}
      </FormField>
      {/* Said as it appears, but never in the way of saving: a price far off the usual may still be right. */}
      <p
        role="status"
        className="empty:hidden mt-1.5 flex gap-1.5 text-sm text-amber-800 dark:text-amber-300"
      >
        {warning ? (
          <>
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {warning}
          </>
        ) : null}
      </p>
    </div>
  );
}
