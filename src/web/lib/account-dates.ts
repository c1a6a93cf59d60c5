/** Dates on the settings and account pages: the exact day and time in India, in Indian English. */
import { formatDateTime } from '#web/lib/relative-time';

export function formatAccountDate(iso: string | null, never = 'Never'): string {
  return iso ? formatDateTime(new Date(iso)) : never;
}
