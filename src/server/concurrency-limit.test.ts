import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.js';

describe('concurrencyLimit', () => {
  it('runs a few tasks at a time, in order, however many arrive at once', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error('a damaged photo');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((n) => limited(task(n))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A failing task gives its place up like any other.
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
