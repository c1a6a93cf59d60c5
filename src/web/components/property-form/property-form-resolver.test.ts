import { zodResolver } from '#web/lib/schema-resolver';
import { describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import { EMPTY_PROPERTY_FORM } from './property-form-values';

const resolver = zodResolver(propertyInputSchema);

/** The messages the form shows, field by field, for these values. */
async function shownErrors(values: object) {
  const { errors } = await resolver({ ...EMPTY_PROPERTY_FORM, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('the listing form’s messages', () => {
  it('asks for an empty price and total area in the product’s words', async () => {
    const errors = await shownErrors({
      mainCategory: 'residential',
      subCategory: 'flat',
      propertyStatus: 'sale',
    });
    expect(errors).toMatchObject({
      title: 'Enter the title',
      price: 'Enter the price',
      squareFeet: 'Enter the total area',
      pincode: 'Enter the PIN code',
      state: 'Choose the state',
      availableFrom: 'Enter the available-from date',
    });
    expect(Object.values(errors).join(' ')).not.toMatch(/Invalid input|expected|received/);
  });

  it('says a price that is not a number is expected as one', async () => {
    expect((await shownErrors({ price: 'ninety lakh' })).price).toBe('Price must be a number');
  });
});
