import { describe, expect, it } from 'vitest';
import { salePriceDetail } from './sale-price-detail';

describe('salePriceDetail', () => {
  it('writes a sale price in full with its rate per square foot', () => {
    expect(salePriceDetail({ propertyStatus: 'sale', price: 18_500_000, squareFeet: 1450 })).toBe(
      '₹1,85,00,000 · ₹12,759 per sq.ft',
    );
  });

  it('adds nothing under a rent', () => {
    expect(salePriceDetail({ propertyStatus: 'rent', price: 45_000, squareFeet: 900 })).toBeNull();
  });
});
