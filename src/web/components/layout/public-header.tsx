import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DarkModeToggle } from '#web/components/theme/dark-mode-toggle';
import { useDismissable } from '#web/components/ui/use-dismissable';
import { LanguageSwitch } from '#web/components/language/language-switch';
import { BrandLink } from './brand-link';
import { hindiRouteTexts } from '#web/lib/i18n';
import { navLinks } from '#domain/site-routes';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-amber-300'
      : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-amber-300'
      : 'text-stone-700 hover:bg-brand-50 dark:text-stone-200 dark:hover:bg-stone-800'
  }`;

type PublicHeaderProps = {
  /** The account control in the header bar: a Sign in link, or the signed-in visitor's menu. */
  account: ReactNode;
  /** Signed-in visitors have their account menu, so the phone menu drops its Sign in entry. */
  signedIn: boolean;
};

export function PublicHeader({ account, signedIn }: PublicHeaderProps) {
  const { t } = useLingui();
  const mainPages = navLinks('main', hindiRouteTexts());
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const headerRef = useDismissable<HTMLElement>(menuOpen, closeMenu);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-brand-100 bg-white/90 backdrop-blur dark:border-stone-800 dark:bg-stone-900/90"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLink />
        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainPages.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={page.to === '/'} className={desktopLinkClass}>
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <NavLink
            to="/post-property"
            className="hidden rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-flex dark:border-amber-400 dark:text-amber-300 dark:hover:bg-stone-800"
          >
            <Trans>Post property</Trans>
          </NavLink>
          {account}
          <LanguageSwitch />
          {/* A 360 px phone has no room for it beside the account menu: there it is in the menu. */}
          <div className="hidden sm:block">
            <DarkModeToggle />
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-brand-50 lg:hidden dark:text-stone-200 dark:hover:bg-stone-800"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="public-mobile-menu"
          aria-label={t`Main menu`}
          className="border-t border-brand-100 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden dark:border-stone-800 dark:bg-stone-900"
        >
          <ul className="space-y-1">
            {mainPages.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={page.to === '/'} className={mobileLinkClass} onClick={closeMenu}>
                  {page.label}
                </NavLink>
              </li>
            ))}
            {/* A phone's bar has no room for "Post property", the shortlist's heart or the theme, so they are here. */}
            <li className="sm:hidden">
              <NavLink to="/post-property" className={mobileLinkClass} onClick={closeMenu}>
                <Trans>Post property</Trans>
              </NavLink>
            </li>
            <li className="sm:hidden">
              <NavLink to="/shortlist" className={mobileLinkClass} onClick={closeMenu}>
                <Trans>Shortlist</Trans>
              </NavLink>
            </li>
            <li className="flex items-center justify-between py-1 pr-0 pl-3 text-base font-medium text-stone-700 sm:hidden dark:text-stone-200">
              <Trans>Theme</Trans>
              <DarkModeToggle />
            </li>
            {signedIn ? null : (
              <li>
                <NavLink to="/login" className={mobileLinkClass} onClick={closeMenu}>
                  <Trans>Sign in</Trans>
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
