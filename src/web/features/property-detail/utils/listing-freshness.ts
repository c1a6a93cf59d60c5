/** How the property page words a listing's freshness (decision 023): when it was listed, when last confirmed. */

/** "Availability confirmed today", "… 1 day ago", "… 12 days ago". */
export function availabilityConfirmedText(daysSinceConfirmed: number): string {
  if (daysSinceConfirmed <= 0) return 'Availability confirmed today';
  return `Availability confirmed ${daysSinceConfirmed} ${daysSinceConfirmed === 1 ? 'day' : 'days'} ago`;
}
