import { describe, expect, it } from 'vitest';
import { formatResponseMinutes } from './response-time-format';

describe('a first-response time in words', () => {
  it('says when there is none yet', () => {
    expect(formatResponseMinutes(null)).toBe('No responses yet');
  });

  it('counts minutes, then hours, then days', () => {
    expect(formatResponseMinutes(0)).toBe('0 min');
    expect(formatResponseMinutes(45)).toBe('45 min');
    expect(formatResponseMinutes(60)).toBe('1 h');
    expect(formatResponseMinutes(200)).toBe('3 h 20 min');
    expect(formatResponseMinutes(24 * 60)).toBe('1 day');
    expect(formatResponseMinutes(52 * 60 + 5)).toBe('2 days 4 h');
  });
});
