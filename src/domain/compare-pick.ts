/**
 * Picking listings to compare: how many, what a pick is told, and the page it opens. Apart from the comparison
 * itself (listing-compare.ts) so the Compare box on every listing card costs the first visit nothing more.
 */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;

export const COMPARE_MESSAGES = {
  idsMissing: `ids: name ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} listings, separated by commas`,
  idInvalid: 'ids: each must be a listing id',
  tooFew: `Pick at least ${COMPARE_LIMITS.min} different listings to compare`,
  tooMany: `You can compare up to ${COMPARE_LIMITS.max} listings at a time`,
  noneFound: 'None of these listings is on HouseHunt any more.',
  linkInvalid:
    'This comparison link is not valid. Ask for the link again, copying the whole of it, or pick the listings to compare yourself.',
} as const;

export const comparePagePath = (ids: readonly string[]) => `/compare?ids=${ids.join(',')}`;
