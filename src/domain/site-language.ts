/**
 * Which language a page's address is in (docs/decisions/028-english-and-hindi.md): Hindi pages live under /hi,
 * English pages are unprefixed. The browser's router, the server's page heads and its preloads read it here.
 */
export type Locale = 'en' | 'hi';

export const HINDI_PREFIX = '/hi';

export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The same page in `locale`: `/hi/properties` ⇄ `/properties`, and `/hi/` for the home page. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = localeOfPath(pathname) === 'hi' ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname;
  if (locale === 'en') return english;
  return english === '/' ? `${HINDI_PREFIX}/` : `${HINDI_PREFIX}${english}`;
}
