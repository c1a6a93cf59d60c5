/**
 * The words of the visitors' mails in their language (docs/decisions/028-english-and-hindi.md): the messages live
 * in the `mails` catalogues, src/server/locales/{en,hi}/mails.po (ICU messages under explicit ids, compiled once
 * per language by @lingui/core: i18n/server-catalogue.ts), and dates, prices and place names go through one
 * formatter per language. Team mails stay English; a visitor's mail is in their account's language, else the
 * page's they wrote from.
 */
import { eq } from 'drizzle-orm';
import { cityNameInHindi, localityNameInHindi } from '#domain/hindi-place-names';
import { formatVisitDate } from '#domain/india-calendar';
import {
  formatINRInLakhsAndCrores,
  formatINRShortHindi,
  formatPrice,
  formatPriceHindi,
} from '#domain/price-format';
import type { Locale } from '#domain/site-language';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { compileServerCatalogue } from '#server/i18n/server-catalogue';

export const MAIL_LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];

type PricedListing = Parameters<typeof formatPrice>[0];

/** What a template writes with: its messages, and the numbers and names in the same language. */
export type MailWords = {
  locale: Locale;
  /** The message `id` with its values; an id missing from the catalogue is a programming error, so it throws. */
  t(id: string, values?: Record<string, string | number>): string;
  /** "Saturday, 14 March 2026" / "शनिवार, 14 मार्च 2026". */
  date(day: string): string;
  /** "₹1.25 Cr", "₹25,000/month" / "₹1.25 करोड़", "₹25,000/माह". */
  price(listing: PricedListing): string;
  /** A rupee amount said out: "₹5 Lakh" / "₹5 लाख". */
  amount(rupees: number): string;
  /** A listing's place, "Whitefield, Bengaluru" / "व्हाइटफ़ील्ड, बेंगलुरु". */
  place(city: string, locality?: string | null): string;
};

const hindiDate = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function wordsIn(locale: Locale): MailWords {
  const { t } = compileServerCatalogue('mails', locale);
  const hindi = locale === 'hi';
  return {
    locale,
    t,
    date: (day) => (hindi ? hindiDate.format(new Date(`${day}T00:00:00Z`)) : formatVisitDate(day)),
    price: (listing) => (hindi ? formatPriceHindi(listing) : formatPrice(listing)),
    amount: (rupees) => (hindi ? formatINRShortHindi(rupees) : formatINRInLakhsAndCrores(rupees)),
    place: (city, locality) =>
      (hindi
        ? [locality ? localityNameInHindi(city, locality) : null, cityNameInHindi(city)]
        : [locality, city]
      )
        .filter(Boolean)
        .join(', '),
  };
}

const compiled = new Map<Locale, MailWords>();

/** The words for `locale`, compiled on first use and kept: the catalogues do not change while the server runs. */
export function mailWords(locale: Locale = 'en'): MailWords {
  let words = compiled.get(locale);
  if (!words) {
    words = wordsIn(locale);
    compiled.set(locale, words);
  }
  return words;
}

/**
 * The language a visitor's mail is written in: their account's choice, else the language of the page the request
 * came from, else English.
 */
export async function recipientLocale(
  tx: Pick<Database, 'select'>,
  recipient: { userId?: string | null; requested?: Locale | null },
): Promise<Locale> {
  if (recipient.userId) {
    const [account] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, recipient.userId));
    if (account?.locale) return account.locale;
  }
  return recipient.requested ?? 'en';
}
