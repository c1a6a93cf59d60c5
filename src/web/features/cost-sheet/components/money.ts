/** Rupee amounts as the cost sheet writes them: the exact figure, and the lakh/crore form in the page's language. */
import { formatINRShort, formatINRShortHindi } from '#domain/price-format';

export { formatINR } from '#domain/price-format';

export const formatShort = (amount: number, locale: string) =>
  locale === 'hi' ? formatINRShortHindi(amount) : formatINRShort(amount);

/** 'YYYY-MM-DD' as '28 November 2026' or '28 नवंबर 2026'. */
export function formatCheckedOn(date: string, locale: string): string {
  // A date-only ISO string is read as UTC midnight, so it is formatted in UTC to keep its day.
  const indianLocale = locale === 'hi' ? 'hi-IN' : 'en-IN';
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(indianLocale, options).format(new Date(date));
}
