import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { carpetAreaFigures } from './carpet-area-figures';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

describe('carpetAreaFigures', () => {
  it('gives the rate of both areas and the loading of a sale', () => {
    expect(
      carpetAreaFigures({
        price: 13_000_000,
        propertyStatus: 'sale',
        rentalFrequency: null,
        squareFeet: 1300,
        carpetArea: 1000,
      }),
    ).toEqual({
      perTotalSqFt: '₹10,000 per sq.ft',
      perCarpetSqFt: '₹13,000 per sq.ft',
      loading: '30%',
      totalArea: '1,300 sq.ft',
      carpetArea: '1,000 sq.ft',
    });
  });

  it('gives a yearly rent per sq ft a month', () => {
    expect(
      carpetAreaFigures({
        price: 1_080_000,
        propertyStatus: 'rent',
        rentalFrequency: 'yearly',
        squareFeet: 1200,
        carpetArea: 1000,
      }),
    ).toMatchObject({ perTotalSqFt: '₹75 per sq.ft a month', perCarpetSqFt: '₹90 per sq.ft a month' });
  });

  it('says nothing without a carpet area, or with one larger than the total', () => {
    const listing = { price: 100, propertyStatus: 'sale', rentalFrequency: null, squareFeet: 1000 } as const;
    expect(carpetAreaFigures({ ...listing, carpetArea: null })).toBeNull();
    expect(carpetAreaFigures({ ...listing, carpetArea: 1200 })).toBeNull();
  });
});
