/**
 * The page's language (docs/decisions/028-english-and-hindi.md): Hindi pages live under /hi, English is
 * unprefixed. Catalogues are compiled at build time (the .po files, through @lingui/vite-plugin) and split by
 * feature, so a page downloads the shell's messages and its own, never another language's.
 */
import { i18n, type Messages } from '@lingui/core';
import { localeOfPath } from '#domain/site-language';
import type { HindiRouteTexts } from '#domain/site-routes';

import type { Catalogue } from '#domain/page-catalogues';
import type { Locale } from '#domain/site-language';
import { loadHindiPlaceNames } from './place-names';

export { HINDI_PREFIX, localeOfPath, pathInLocale, type Locale } from '#domain/site-language';
export type { Catalogue } from '#domain/page-catalogues';

/** The language as Intl's number, date and list formats take it: Indian English, Hindi in India. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The Intl locale of the page's language (`i18n.locale`): 'hi-IN' on Hindi pages, Indian English otherwise. */
export const intlLocaleOf = (locale: string): string => INTL_LOCALES[locale as Locale] ?? INTL_LOCALES.en;

/**
 * Makes a number and a date format in Indian English (every price) and in the page's language, so the browser loads
 * Intl's locale data (tens of milliseconds on a phone, in one piece) while the page's code and answers are still on
 * their way, rather than in the middle of the first render of its prices and dates.
 */
export function warmUpFormats(path: string): void {
  for (const locale of new Set([INTL_LOCALES.en, INTL_LOCALES[localeOfPath(path)]])) {
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale).format(0);
  }
}

/** Remembers the visitor's choice for the server; never used to redirect (crawlers must see stable pages). */
export const LANGUAGE_COOKIE = 'hh_lang';

type CatalogueModule = { messages: Messages };

// One lazy chunk per catalogue and language, keyed '../locales/hi/home.po'.
const catalogues = import.meta.glob<CatalogueModule>('../locales/*/*.po');

const loaded = new Set<string>();

/**
 * Loads one of a language's catalogues (once; the active language's unless named) and merges it into the messages
 * the page can show.
 */
export async function loadCatalogue(name: Catalogue, locale: string = i18n.locale): Promise<void> {
  const path = `../locales/${locale}/${name}.po`;
  if (loaded.has(path)) return;
  const load = catalogues[path];
  if (!load) throw new Error(`No ${locale} catalogue ${name}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(path);
}

let hindiTexts: HindiRouteTexts | undefined;

/** The route table's Hindi titles and menu names on Hindi pages (loaded with them), none on English ones. */
export const hindiRouteTexts = (): HindiRouteTexts | undefined =>
  i18n.locale === 'hi' ? hindiTexts : undefined;

/**
 * On Hindi pages: the Devanagari font, the route table's Hindi texts and the place names in Devanagari, which
 * English pages never fetch.
 */
async function loadHindiExtras(): Promise<void> {
  const [, texts] = await Promise.all([
    import('./devanagari-font'),
    import('#domain/site-routes-hindi'),
    loadHindiPlaceNames(),
  ]);
  hindiTexts = texts.HINDI_ROUTE_TEXTS;
}

/**
 * Activates the language of the address with no messages yet (so the provider renders), then loads the shell's
 * catalogue (and, on Hindi pages, their extras).
 */
export function startI18n(pathname: string): Promise<void> {
  const locale = localeOfPath(pathname);
  i18n.loadAndActivate({ locale, messages: {} });
  // A text whose catalogue the page did not load would show its hashed id: say so where tests look (the
  // browser tests fail on console errors).
  i18n.on('missing', ({ id }) => console.error(`No ${locale} message ${id}: its catalogue is not loaded`));
  // The server's page head says the same once it renders /hi pages (decision 028); this covers the SPA.
  document.documentElement.lang = locale;
  return loadLanguage(locale);
}

/** A language's shell catalogue and, for Hindi, its extras: what a page needs before its first render. */
export function loadLanguage(locale: Locale): Promise<void> {
  const extras = locale === 'hi' ? loadHindiExtras() : Promise.resolve();
  return Promise.all([loadCatalogue('common', locale), extras]).then(() => undefined);
}

/**
 * Every catalogue of every language, for the server's first-paint render: it renders pages of both languages in
 * turn, and a page's own catalogues then never wait.
 */
export async function loadEveryCatalogue(): Promise<void> {
  await Promise.all(
    Object.keys(catalogues).map(async (path) => {
      const [, locale, name] = /^\.\.\/locales\/([^/]+)\/([^/]+)\.po$/.exec(path) ?? [];
      if (locale && name) await loadCatalogue(name as Catalogue, locale);
    }),
  );
}

export { i18n };
