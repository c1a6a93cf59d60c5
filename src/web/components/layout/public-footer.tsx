import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from './brand-link';
import { hindiRouteTexts } from '#web/lib/i18n';
import { navLinks, routeTitle, SITE_ROUTES } from '#domain/site-routes';

const currentYear = new Date().getFullYear();

const linkClass = 'text-sm text-brand-100 transition-colors hover:text-amber-300 hover:underline';

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `contact` is supplied by the app layer: the site's contact details come from the settings API. */
export function PublicFooter({ contact }: { contact: ReactNode }) {
  const { t } = useLingui();
  const hindi = hindiRouteTexts();
  const exploreLinks = navLinks('main', hindi);
  const companyLinks = [
    ...navLinks('legal', hindi),
    { to: SITE_ROUTES.login.path, label: routeTitle('login', hindi) },
  ];
  return (
    <footer className="bg-brand-950 text-brand-100 dark:bg-stone-900 dark:text-stone-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLink onDark />
          <p className="max-w-xs text-sm leading-6 text-brand-200 dark:text-stone-400">
            <Trans>
              Flats, villas, plots and commercial spaces for sale and rent across India, with visits booked in
              a few taps.
            </Trans>
          </p>
        </div>
        <FooterLinks title={t`Explore`} links={exploreLinks} />
        <FooterLinks title={t`Company`} links={companyLinks} />
        <section aria-labelledby="footer-contact-heading">
          <h2
            id="footer-contact-heading"
            className="text-sm font-semibold tracking-wide text-amber-200 uppercase"
          >
            <Trans>Contact</Trans>
          </h2>
          <div className="mt-4">{contact}</div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-brand-200 dark:text-stone-400">
          <Trans>© {currentYear} HouseHunt. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
