import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { salePriceDetail } from './sale-price-detail';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

describe('salePriceDetail', () => {
  it('writes a sale price in full with its rate per square foot', () => {
    expect(
      salePriceDetail({ propertyStatus: 'sale', price: 18_500_000, squareFeet: 1450, subCategory: 'flat' }),
    ).toBe('₹1,85,00,000 · ₹12,759 per sq.ft');
  });

  it('quotes farmland per acre and a plot per sq.ft and sq.yd, as the market does', () => {
    expect(
      salePriceDetail({
        propertyStatus: 'sale',
        price: 27_878_400,
        squareFeet: 87_120,
        subCategory: 'farmland',
      }),
    ).toBe('₹2,78,78,400 · ₹1,39,39,200 per acre');
    expect(
      salePriceDetail({ propertyStatus: 'sale', price: 7_680_000, squareFeet: 2_400, subCategory: 'plot' }),
    ).toBe('₹76,80,000 · ₹3,200 per sq.ft · ₹28,800 per sq.yd');
  });

  it('adds nothing under a rent', () => {
    expect(
      salePriceDetail({ propertyStatus: 'rent', price: 45_000, squareFeet: 900, subCategory: 'flat' }),
    ).toBeNull();
  });
});
