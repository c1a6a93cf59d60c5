/**
 * The order of a search ranked by its words (decision 015), given its candidates newest first: the first
 * RELEVANCE_CANDIDATES by rank, the better listing first among equals (decision 027), then the newer; every later
 * candidate after them, newest first. A few hundred rows at most, read with their ranks in the statement that
 * found them, so ordering them here spares a second statement that read each of them again to rank it.
 */
import { RELEVANCE_CANDIDATES } from '#domain/listing-search';

export type Candidate = { id: string; rank: number; quality: number | null };

// A listing not yet scored comes after every scored one (nulls last, as the other sorts have it).
const qualityOf = ({ quality }: Candidate) => quality ?? -1;

export function inRelevanceOrder<C extends Candidate>(candidates: readonly C[]): C[] {
  const ranked = candidates
    .slice(0, RELEVANCE_CANDIDATES)
    .map((candidate, newness) => ({ candidate, newness }))
    .sort(
      (a, b) =>
        b.candidate.rank - a.candidate.rank ||
        qualityOf(b.candidate) - qualityOf(a.candidate) ||
        a.newness - b.newness,
    )
    .map(({ candidate }) => candidate);
  return [...ranked, ...candidates.slice(RELEVANCE_CANDIDATES)];
}
