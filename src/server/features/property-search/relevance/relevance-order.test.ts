import { describe, expect, it } from 'vitest';
import { RELEVANCE_CANDIDATES } from '#domain/listing-search';
import { inRelevanceOrder, type Candidate } from './relevance-order.js';

const candidate = (id: string, rank: number, quality: number | null = null): Candidate => ({
  id,
  rank,
  quality,
});
const ids = (candidates: Candidate[]) => candidates.map(({ id }) => id);

describe('the order of a search ranked by its words', () => {
  it('puts the better match first, then the better listing, then the newer', () => {
    // Newest first, as the candidates are found.
    const found = [
      candidate('newest, weak match', 0.1, 90),
      candidate('equal match, unscored', 0.5),
      candidate('equal match, worse', 0.5, 40),
      candidate('equal match, better', 0.5, 80),
      candidate('equal match, better, older', 0.5, 80),
      candidate('oldest, best match', 0.9, 10),
    ];
    expect(ids(inRelevanceOrder(found))).toEqual([
      'oldest, best match',
      'equal match, better',
      'equal match, better, older',
      'equal match, worse',
      'equal match, unscored',
      'newest, weak match',
    ]);
  });

  it('keeps every candidate past the ranked ones newest first, whatever their rank or quality', () => {
    // So the pages past them follow on from each other as the candidates grow with the page asked for.
    const ranked = Array.from({ length: RELEVANCE_CANDIDATES }, (_, n) => candidate(`ranked ${n}`, 0.5, 50));
    const later = [candidate('later 1', 0.1, 10), candidate('later 2', 0.9, 99), candidate('later 3', 0.5)];
    const ordered = inRelevanceOrder([...ranked, ...later]);
    expect(ids(ordered.slice(0, RELEVANCE_CANDIDATES))).toEqual(ids(ranked));
    expect(ids(ordered.slice(RELEVANCE_CANDIDATES))).toEqual(['later 1', 'later 2', 'later 3']);
  });

  it('orders nothing as nothing', () => {
    expect(inRelevanceOrder([])).toEqual([]);
  });
});
