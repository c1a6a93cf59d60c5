import { describe, expect, it } from 'vitest';
import { canListerMove, MY_LISTINGS_MESSAGES, storedLister } from './my-listings.js';

describe('a lister’s RERA agent number', () => {
  it('drops a number an owner sends', () => {
    expect(storedLister({ kind: 'owner', reraNumber: 'anything' }, 'Karnataka')).toEqual({
      kind: 'owner',
      reraNumber: null,
    });
  });

  it('requires a number of an agent', () => {
    expect(storedLister({ kind: 'agent', reraNumber: '  ' }, 'Karnataka')).toEqual({
      problem: MY_LISTINGS_MESSAGES.agentNumberRequired,
    });
  });

  it('judges a state with a known agent format strictly, and stores the number as its regulator writes it', () => {
    expect(
      storedLister({ kind: 'agent', reraNumber: 'prm/ka/rera/1251/310/ag/220726/003048' }, 'Karnataka'),
    ).toEqual({ kind: 'agent', reraNumber: 'PRM/KA/RERA/1251/310/AG/220726/003048' });
    expect(storedLister({ kind: 'agent', reraNumber: 'UPRERAAGT10202' }, 'Uttar Pradesh')).toMatchObject({
      kind: 'agent',
    });
    expect(storedLister({ kind: 'agent', reraNumber: 'A51800012345' }, 'Karnataka')).toEqual({
      problem: expect.stringContaining('not an agent registration number') as string,
    });
  });

  it('is lenient where the state’s agent format is not known, asking only for a sane number', () => {
    expect(storedLister({ kind: 'agent', reraNumber: 'A51800012345' }, 'Maharashtra')).toEqual({
      kind: 'agent',
      reraNumber: 'A51800012345',
    });
    expect(storedLister({ kind: 'agent', reraNumber: 'abc' }, 'Maharashtra')).toHaveProperty('problem');
  });

  it('refuses a number in a state with no regulator', () => {
    expect(storedLister({ kind: 'agent', reraNumber: 'A51800012345' }, 'Nagaland')).toHaveProperty('problem');
  });
});

describe('the moves a lister makes', () => {
  it('sends a draft for review but never publishes it', () => {
    expect(canListerMove('draft', 'pending-review', 'sale')).toBe(true);
    expect(canListerMove('draft', 'live', 'sale')).toBe(false);
    expect(canListerMove('pending-review', 'live', 'sale')).toBe(false);
    expect(canListerMove('archived', 'live', 'rent')).toBe(false);
  });

  it('marks a live listing under offer, sold or rented by its kind, and back live', () => {
    expect(canListerMove('live', 'sold', 'sale')).toBe(true);
    expect(canListerMove('live', 'sold', 'rent')).toBe(false);
    expect(canListerMove('rented', 'live', 'rent')).toBe(true);
  });
});
