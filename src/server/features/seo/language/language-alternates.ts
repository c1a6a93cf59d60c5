/**
 * A page's address in each language, for the `hreflang` links of its head and its sitemap entries: English
 * unprefixed (also the `x-default` for any other language), Hindi under /hi (docs/decisions/028-english-and-hindi.md).
 */
import { pathInLocale, type Locale } from '#domain/site-language';
import { matchSiteRoute } from '#domain/site-routes';
import { HINDI_TRANSLATED_ROUTES } from '#domain/site-routes-hindi';

export type LanguageAlternate = { hreflang: Locale | 'x-default'; href: string };

/** Whether the page at this English path has its own text in Hindi (HINDI_TRANSLATED_ROUTES). */
export function isTranslatedPage(englishPath: string, translated = HINDI_TRANSLATED_ROUTES): boolean {
  const page = matchSiteRoute(englishPath);
  return page !== null && translated.has(page.id);
}

/** The page at `englishPath` in English, in Hindi, and the default for everyone else, as absolute addresses. */
export function languageAlternates(publicUrl: string, englishPath: string): LanguageAlternate[] {
  const english = `${publicUrl}${englishPath}`;
  return [
    { hreflang: 'en', href: english },
    { hreflang: 'hi', href: `${publicUrl}${pathInLocale(englishPath, 'hi')}` },
    { hreflang: 'x-default', href: english },
  ];
}
