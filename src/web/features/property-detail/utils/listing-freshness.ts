/** How the property page words a listing's freshness (decision 023): when it was listed, when last confirmed. */

import { plural, t } from '@lingui/core/macro';

/** "Availability confirmed today", "… 1 day ago", "… 12 days ago". */
export function availabilityConfirmedText(daysSinceConfirmed: number): string {
  if (daysSinceConfirmed <= 0) return t`Availability confirmed today`;
  return plural(daysSinceConfirmed, {
    one: 'Availability confirmed # day ago',
    other: 'Availability confirmed # days ago',
  });
}
