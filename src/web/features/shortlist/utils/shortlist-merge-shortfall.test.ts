import { describe, expect, it } from 'vitest';
import { shortlistMergeShortfall } from './shortlist-merge-shortfall';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, n) => id(from + n));

describe('what a shortlist merge left behind', () => {
  it('counts the listings from this browser that did not fit on a full shortlist', () => {
    const onAccount = range(0, 48);
    const sent = range(100, 105);
    const merged = [...sent.slice(0, 2), ...onAccount];
    expect(shortlistMergeShortfall(sent, merged, 50)).toBe(3);
  });

  it('counts nothing when everything sent is on the account', () => {
    const sent = range(100, 103);
    expect(shortlistMergeShortfall(sent, [...sent, ...range(0, 10)], 50)).toBe(0);
  });

  it('counts nothing for listings that were removed from HouseHunt while the shortlist had room', () => {
    const sent = range(100, 103);
    expect(shortlistMergeShortfall(sent, sent.slice(0, 1), 50)).toBe(0);
  });
});
