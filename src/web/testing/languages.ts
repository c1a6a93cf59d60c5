/**
 * The tests' one way to speak a language (docs/decisions/028-english-and-hindi.md): the app's compiled catalogues,
 * all of a language's or a page's share of them. Component tests speak English from the start (dom-setup.ts);
 * node tests of browser code that says something activate a language themselves (Lingui refuses without one).
 */
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { afterEach } from 'vitest';
import type { Catalogue } from '#domain/page-catalogues';
import type { Locale } from '#domain/site-language';
import { loadHindiPlaceNames } from '#web/lib/place-names';

// Hindi pages load the Devanagari place names before they render (lib/i18n.ts); the tests have them from the start.
await loadHindiPlaceNames();

const catalogues = import.meta.glob<Messages>('../locales/*/*.po', { eager: true, import: 'messages' });

/** The messages of `locale`'s catalogues: all of them, or the named ones. */
function messagesOf(locale: Locale, names?: readonly Catalogue[]): Messages {
  return Object.entries(catalogues)
    .filter(([path]) => {
      const [, language, name] = /^\.\.\/locales\/(\w+)\/([\w-]+)\.po$/.exec(path) ?? [];
      return language === locale && (!names || names.includes(name as Catalogue));
    })
    .reduce<Messages>((all, [, messages]) => ({ ...all, ...messages }), {});
}

/** Activates `locale` with every catalogue on the shared instance the macros use. */
export function speak(locale: Locale): void {
  i18n.loadAndActivate({ locale, messages: messagesOf(locale) });
}

export const activateEnglish = (): void => speak('en');

let englishAfterThisTest = false;

/**
 * Hindi with `common` and `pageCatalogues` only, as a Hindi page listing them in page-catalogues.ts has it, for
 * the one test that calls it: the next test speaks English again.
 */
export function speakHindi(...pageCatalogues: Catalogue[]): void {
  i18n.loadAndActivate({ locale: 'hi', messages: messagesOf('hi', ['common', ...pageCatalogues]) });
  englishAfterThisTest = true;
}

/** A separate instance speaking `locale`, for labels built outside components. */
export function i18nSpeaking(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: messagesOf(locale) } });
}

afterEach(() => {
  if (englishAfterThisTest) activateEnglish();
  englishAfterThisTest = false;
});
