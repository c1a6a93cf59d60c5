import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { listingCharges } from './listing-charges';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

const flat = {
  mainCategory: 'residential',
  subCategory: 'flat',
  securityDeposit: null,
  maintenanceCharges: null,
} as const;

describe('listingCharges', () => {
  it('shows a rent listing’s deposit and maintenance in full rupees', () => {
    const rent = {
      ...flat,
      propertyStatus: 'rent',
      securityDeposit: 150000,
      maintenanceCharges: 3500,
    } as const;

    expect(listingCharges(rent)).toEqual([
      { label: 'Security deposit', value: '₹1,50,000' },
      { label: 'Maintenance', value: '₹3,500/month' },
    ]);
  });

  it('shows the maintenance of a sale listing but never a deposit', () => {
    const sale = {
      ...flat,
      propertyStatus: 'sale',
      securityDeposit: 50000,
      maintenanceCharges: 2000,
    } as const;

    expect(listingCharges(sale)).toEqual([{ label: 'Maintenance', value: '₹2,000/month' }]);
  });

  it('shows nothing when no charge is set', () => {
    expect(listingCharges({ ...flat, propertyStatus: 'rent' })).toEqual([]);
  });
});
