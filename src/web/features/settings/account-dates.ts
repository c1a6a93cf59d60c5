/** Dates on the settings and account pages: the exact day and time, in Indian English. */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatAccountDate(iso: string | null, never = 'Never'): string {
  return iso ? dateTime.format(new Date(iso)) : never;
}
