import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  newBookingReference,
  readBookingReference,
} from './booking-reference.js';

describe('booking references', () => {
  it('are eight characters of Crockford Base32, which has no I, L, O or U', () => {
    for (let n = 0; n < 200; n++) {
      const reference = newBookingReference();
      expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(readBookingReference(reference)).toBe(reference);
    }
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(32);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(BOOKING_REFERENCE_LENGTH).toBe(8);
  });

  it('map each random byte to a character, all 32 equally likely', () => {
    const bytes = Uint8Array.from([0, 9, 10, 17, 31, 32, 63, 255]);
    expect(newBookingReference(() => bytes)).toBe('09AHZ0ZZ');
  });

  it('include the hexadecimal references shown before they were stored', () => {
    expect(readBookingReference('3FA2B1C0')).toBe('3FA2B1C0');
  });

  it.each([
    ['k7m2-p9qx', 'K7M2P9QX'],
    ['#K7M2P9QX', 'K7M2P9QX'],
    [' k7m2 p9qx ', 'K7M2P9QX'],
    ['K7MO P9QL', 'K7M0P9Q1'],
    ['i0000000', '10000000'],
  ])('read %j as typed by a person as %s', (typed, reference) => {
    expect(readBookingReference(typed)).toBe(reference);
  });

  it.each(['K7M2P9Q', 'K7M2P9QXY', 'K7M2P9QU', 'Priya Sharma', '', '98450 12345'])(
    'find no reference in %j',
    (typed) => expect(readBookingReference(typed)).toBeNull(),
  );
});
