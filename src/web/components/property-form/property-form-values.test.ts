import { describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyData } from '#domain/property-schema';
import {
  EMPTY_PROPERTY_FORM,
  formValuesFromListing,
  keepOfferedFeatures,
  PROPERTY_FIELD_NAMES,
} from './property-form-values';

function storedFlat(overrides: Partial<PropertyData> = {}): PropertyData {
  const parsed = propertyInputSchema.parse({
    title: 'Sunny 2 BHK near Lalbagh',
    mainCategory: 'residential',
    subCategory: 'flat',
    propertyStatus: 'rent',
    price: 32000,
    rentalFrequency: 'monthly',
    securityDeposit: 100000,
    availableFrom: '2025-07-01',
    isCommissionApplicable: true,
    commissionPercentage: 2.5,
    address: '14, 3rd Cross, Jayanagar 4th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560011',
    latitude: 12.925,
    longitude: 77.583,
    squareFeet: 1150,
    undividedShare: 420.5,
    bedrooms: 2,
    bathrooms: 2,
    features: ['Vastu Compliant', 'Modular Kitchen'],
    amenities: ['Lift', 'Power Backup'],
  });
  return { ...parsed, ...overrides };
}

describe('property form values', () => {
  it('has a starting value for every field the shared schema reads', () => {
    expect([...PROPERTY_FIELD_NAMES].sort()).toEqual(Object.keys(propertyInputSchema.out.in.shape).sort());
  });

  it('reports the required fields when the empty form is submitted', () => {
    const result = propertyInputSchema.safeParse(EMPTY_PROPERTY_FORM);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'mainCategory',
        'subCategory',
        'propertyStatus',
        'price',
        'squareFeet',
      ]),
    );
  });

  it('shows a stored listing as an input would: numbers as text, nulls as empty', () => {
    const values = formValuesFromListing(storedFlat());
    expect(values).toMatchObject({
      price: '32000',
      commissionPercentage: '2.5',
      undividedShare: '420.5',
      pincode: '560011',
      carpetArea: '',
      facing: '',
      isCommissionApplicable: true,
      features: ['Vastu Compliant', 'Modular Kitchen'],
    });
  });

  it('saves an unchanged stored listing exactly as it was', () => {
    const listing = storedFlat();
    expect(propertyInputSchema.parse(formValuesFromListing(listing))).toEqual(listing);
  });
});

describe('keepOfferedFeatures', () => {
  it('drops features the new subcategory does not offer and keeps the common ones', () => {
    expect(keepOfferedFeatures(['Vastu Compliant', 'Modular Kitchen'], 'plot')).toEqual(['Vastu Compliant']);
  });

  it('keeps the common features while no subcategory is chosen', () => {
    expect(keepOfferedFeatures(['Park Facing', 'Private Pool'], '')).toEqual(['Park Facing']);
  });
});
