import { describe, expect, it } from 'vitest';
import { decimalPlaces, isCalendarDate, isEmpty, toNumber } from './form-input.js';

describe('isEmpty', () => {
  it('treats what a blank form field sends as empty', () => {
    for (const blank of [undefined, null, '', '   ', Number.NaN]) expect(isEmpty(blank)).toBe(true);
  });

  it('keeps zero and false as values', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
  });
});

describe('toNumber', () => {
  it('reads numbers and the text of plain decimals', () => {
    expect(toNumber(42)).toBe(42);
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('.5')).toBe(0.5);
  });

  it('refuses text that only JavaScript would call a number', () => {
    for (const text of ['abc', '0x10', '1e3', 'Infinity', '1,00,000', '12abc'])
      expect(toNumber(text)).toBeNull();
  });

  it('refuses infinite numbers and other types', () => {
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toNumber(true)).toBeNull();
  });
});

describe('decimalPlaces', () => {
  it.each([
    [12.34, 2],
    [12.345, 3],
    [0.1, 1],
    [100, 0],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
  ])('counts %d as having %d decimal places', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('isCalendarDate', () => {
  it('accepts real days written as YYYY-MM-DD', () => {
    expect(isCalendarDate('2025-07-01')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('rejects days that do not exist and other spellings', () => {
    for (const text of ['2023-02-29', '2025-04-31', '2025-13-01', '2025-7-1', '01/07/2025', '0099-01-01']) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });
});
