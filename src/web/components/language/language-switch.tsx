import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import type { AccountLocaleInput } from '#domain/visitor-locale';
import { sendBeforeLeaving } from '#web/lib/api-client';
import { LANGUAGE_COOKIE, pathInLocale, type Locale } from '#web/lib/i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A real link to the same page in the other language, followed with a full page load (the router's basename
 * and the catalogues belong to one language). The choice is remembered in a cookie, and on a signed-in visitor's
 * account so their mails follow it; the server offers, never redirects (docs/decisions/028-english-and-hindi.md).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const location = useLocation();
  const current = i18n.locale as Locale;
  const other: Locale = current === 'hi' ? 'en' : 'hi';
  // The router's location has no /hi: its basename holds it.
  const inCurrent = pathInLocale(location.pathname, 'en');
  const href = `${pathInLocale(inCurrent, other)}${location.search}${location.hash}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className="rounded-full px-2 py-1.5 sm:px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800"
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
        const choice: AccountLocaleInput = { locale: other };
        sendBeforeLeaving('PUT', '/me/locale', choice);
      }}
    >
      {/* Each language is named in itself, on both pages alike. */}
      {/* eslint-disable-next-line lingui/no-unlocalized-strings */}
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </a>
  );
}
