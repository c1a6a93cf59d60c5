import { describe, expect, it } from 'vitest';
import { listingQuality } from '#domain/listing-quality';
import { EMPTY_PROPERTY_FORM } from '#web/components/property-form/property-form-values';
import { qualityInputFromForm } from './quality-from-form';

describe('the quality panel’s input from the posting form', () => {
  it('scores an empty form as a residential flat for sale with nothing given', () => {
    const input = qualityInputFromForm(EMPTY_PROPERTY_FORM, 0, null);
    expect(input).toMatchObject({
      mainCategory: 'residential',
      subCategory: 'flat',
      propertyStatus: 'sale',
      description: null,
      carpetArea: null,
      reraNumber: null,
      latitude: null,
      photoCount: 0,
      lastConfirmedAt: null,
    });
    expect(listingQuality(input, new Date()).score).toBeLessThan(50);
  });

  it('reads typed numbers and text, and counts the RERA number only while it is ticked', () => {
    const values = {
      ...EMPTY_PROPERTY_FORM,
      mainCategory: 'residential',
      subCategory: 'villa',
      propertyStatus: 'rent',
      carpetArea: '1200',
      latitude: '12.97',
      longitude: '77.59',
      floorNumber: '2',
      description: '  Sunny  ',
      reraNumber: 'PRM/KA/RERA/1251/310/PR/171014/000438',
      isReraRegistered: false,
    };
    const input = qualityInputFromForm(values, 6, '2026-11-01T00:00:00.000Z');
    expect(input).toMatchObject({
      subCategory: 'villa',
      propertyStatus: 'rent',
      carpetArea: 1200,
      latitude: 12.97,
      longitude: 77.59,
      floorNumber: 2,
      description: 'Sunny',
      reraNumber: null,
      photoCount: 6,
    });
    expect(input.lastConfirmedAt?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(qualityInputFromForm({ ...values, isReraRegistered: true }, 6, null).reraNumber).toBe(
      values.reraNumber,
    );
  });

  it('ignores what is not a number or a date', () => {
    const input = qualityInputFromForm({ carpetArea: 'abc', latitude: '1e400' }, 0, 'not a date');
    expect(input.carpetArea).toBeNull();
    expect(input.lastConfirmedAt).toBeNull();
  });
});
