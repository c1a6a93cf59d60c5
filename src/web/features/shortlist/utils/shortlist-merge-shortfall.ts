/**
 * How many listings shortlisted in this browser the account could not take: the server adds them as far as room
 * allows, and the browser's copy is cleared after the merge, so the visitor must hear about the ones left out.
 * A listing missing from a shortlist that still has room was removed from HouseHunt, which is no shortfall.
 */
export function shortlistMergeShortfall(
  sent: readonly string[],
  merged: readonly string[],
  limit: number,
): number {
  if (merged.length < limit) return 0;
  const kept = new Set(merged);
  return sent.filter((id) => !kept.has(id)).length;
}
