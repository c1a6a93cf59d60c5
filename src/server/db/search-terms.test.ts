import { describe, expect, it } from 'vitest';
import { searchTermsFor } from './search-terms.js';

describe('search terms', () => {
  it('trims the text and makes runs of spaces one', () => {
    expect(searchTermsFor('  Priya    Sharma ')).toMatchObject({
      text: 'Priya Sharma',
      contains: '%Priya Sharma%',
      startsWith: 'Priya Sharma%',
      wordStartsWith: '% Priya Sharma%',
    });
  });

  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(searchTermsFor('100%_a\\b').contains).toBe('%100\\%\\_a\\\\b%');
  });

  it.each([
    ['98765', '98765'],
    ['+91 98765-43210', '919876543210'],
    ['(987) 654', '987654'],
    ['098765 43210', '9876543210'],
  ])('reads %s as the phone digits %s', (typed, digits) => {
    expect(searchTermsFor(typed).phoneDigits).toBe(digits);
  });

  it.each(['12', 'Flat 98765', 'priya@98765.in', '00'])('does not read %s as phone digits', (typed) => {
    expect(searchTermsFor(typed).phoneDigits).toBeNull();
  });

  it('knows a whole Indian mobile number in the form it is stored', () => {
    expect(searchTermsFor('098450 12345').phone).toBe('+919845012345');
    expect(searchTermsFor('98450').phone).toBeNull();
  });

  it('reads an id, or a short id with or without #, as a range of ids', () => {
    const id = '3fa2b1c0-1234-4abc-8def-0123456789ab';
    expect(searchTermsFor(id.toUpperCase()).idRange).toEqual({ from: id, to: id });
    expect(searchTermsFor('#3FA2B1C0').idRange).toEqual({
      from: '3fa2b1c0-0000-0000-0000-000000000000',
      to: '3fa2b1c0-ffff-ffff-ffff-ffffffffffff',
    });
    expect(searchTermsFor('3fa2b1c').idRange).toBeNull();
    expect(searchTermsFor('Sharma').idRange).toBeNull();
  });

  it('reads a whole id, and a booking reference however it is typed', () => {
    const id = '3fa2b1c0-1234-4abc-8def-0123456789ab';
    expect(searchTermsFor(`#${id.toUpperCase()}`).id).toBe(id);
    expect(searchTermsFor('3fa2b1c0').id).toBeNull();
    expect(searchTermsFor('k7m2-p9qx').bookingReference).toBe('K7M2P9QX');
    expect(searchTermsFor('Sharma').bookingReference).toBeNull();
  });
});
