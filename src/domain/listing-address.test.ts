import { describe, expect, it } from 'vitest';
import { formatListingAddress } from './listing-address.js';

const whitefield = {
  address: '12, ITPL Road, Whitefield',
  location: 'Whitefield',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560066',
};

describe('a listing’s address in one line', () => {
  it('names the locality once when the street address has it too', () => {
    expect(formatListingAddress(whitefield)).toBe('12, ITPL Road, Whitefield, Bengaluru, Karnataka 560066');
  });

  it('keeps every part when none repeats, and skips the empty ones', () => {
    expect(
      formatListingAddress({
        ...whitefield,
        address: '12, 2nd Main',
        location: 'Indiranagar',
        pincode: null,
      }),
    ).toBe('12, 2nd Main, Indiranagar, Bengaluru, Karnataka');
    expect(formatListingAddress({ ...whitefield, address: ' ', location: null })).toBe(
      'Bengaluru, Karnataka 560066',
    );
  });

  it('compares parts without minding case, spaces or full stops', () => {
    expect(
      formatListingAddress({
        ...whitefield,
        address: 'Flat 4B, Prestige Shantiniketan,  whitefield , BENGALURU, Karnataka',
      }),
    ).toBe('Flat 4B, Prestige Shantiniketan, whitefield, BENGALURU, Karnataka 560066');
  });
});
