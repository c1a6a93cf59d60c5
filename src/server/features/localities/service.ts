/** A locality's (or a city's) figures for its page and the API: the shared reader, or "not found". */
import type { LocalityInsights } from '#domain/locality-insights-answer';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/errors';
import { readLocalityInsights } from '#server/listings/locality-figures';

export async function localityInsights(
  db: Database,
  citySlug: string,
  localitySlug: string,
  now: Date = new Date(),
): Promise<LocalityInsights> {
  const insights = await readLocalityInsights(db, citySlug, localitySlug, now);
  if (!insights) {
    throw new NotFoundError(
      localitySlug
        ? 'HouseHunt has no live listings in that locality'
        : 'HouseHunt has no live listings in that city',
    );
  }
  return insights;
}
