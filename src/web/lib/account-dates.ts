/**
 * Dates on the settings and account pages: the exact day and time in India, in Indian English, or in Hindi (with
 * Western digits, as Hindi sites print them) on My HouseHunt's Hindi page.
 */
import { INDIA_TIME_ZONE } from '#domain/india-calendar';
import { formatDateTime } from '#web/lib/relative-time';

const hindiDateTime = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});

/** `locale`: the page's language (i18n.locale); the admin portal's pages leave it English. */
export function formatAccountDate(iso: string | null, never = 'Never', locale = 'en'): string {
  if (!iso) return never;
  return locale === 'hi' ? hindiDateTime.format(new Date(iso)) : formatDateTime(new Date(iso));
}
