import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { telHref } from '#web/lib/phone-links';
import { useSiteSettings, type SiteSettings } from '#web/features/site/api/get-site-settings';

type Tone = 'onDark' | 'default';

// The networks' own names, which no language translates.
/* eslint-disable lingui/no-unlocalized-strings */
const socialLabels: Record<keyof SiteSettings['social'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};
/* eslint-enable lingui/no-unlocalized-strings */

// Only plain web links are rendered, so a mistyped setting can never become a script URL.
function isWebUrl(value: string | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

const toneClasses = {
  onDark: {
    text: 'text-brand-100 dark:text-stone-300',
    icon: 'text-amber-300',
    link: 'hover:text-amber-300',
  },
  default: {
    text: 'text-stone-700 dark:text-stone-200',
    icon: 'text-brand-600 dark:text-amber-400',
    link: 'hover:text-brand-700 dark:hover:text-amber-300',
  },
};

/** The site's phone, email, address and social links, from the admin-managed site settings. */
export function SiteContactDetails({ tone = 'default' }: { tone?: Tone }) {
  const { t } = useLingui();
  const { data: site, isPending, isError } = useSiteSettings();
  const classes = toneClasses[tone];

  if (isPending) {
    return (
      <div aria-busy="true" aria-label={t`Loading contact details`} className="space-y-3">
        {[0, 1, 2].map((line) => (
          <div key={line} className="h-4 w-48 max-w-full animate-pulse rounded bg-current opacity-20" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p className={`text-sm ${classes.text}`}>
        <Trans>Contact details are unavailable right now.</Trans>
      </p>
    );
  }

  const socialLinks = (Object.keys(socialLabels) as (keyof SiteSettings['social'])[])
    .map((network) => ({ network, href: site.social[network] }))
    .filter((link): link is { network: keyof SiteSettings['social']; href: string } => isWebUrl(link.href));

  return (
    <div className={`space-y-4 text-sm ${classes.text}`}>
      <ul className="space-y-3">
        <li className="flex items-start gap-2.5">
          <Phone className={`mt-0.5 size-4 shrink-0 ${classes.icon}`} aria-hidden="true" />
          <a href={telHref(site.contactPhone)} className={`hover:underline ${classes.link}`}>
            <span className="sr-only">{t`Phone:`} </span>
            {site.contactPhone}
          </a>
        </li>
        <li className="flex items-start gap-2.5">
          <Mail className={`mt-0.5 size-4 shrink-0 ${classes.icon}`} aria-hidden="true" />
          <a href={`mailto:${site.contactEmail}`} className={`break-all hover:underline ${classes.link}`}>
            <span className="sr-only">{t`Email:`} </span>
            {site.contactEmail}
          </a>
        </li>
        <li className="flex items-start gap-2.5">
          <MapPin className={`mt-0.5 size-4 shrink-0 ${classes.icon}`} aria-hidden="true" />
          <address className="not-italic">
            <span className="sr-only">{t`Address:`} </span>
            {site.address}
          </address>
        </li>
      </ul>
      {socialLinks.length > 0 ? (
        <ul aria-label={t`HouseHunt on social media`} className="flex flex-wrap gap-x-4 gap-y-2">
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`font-medium underline-offset-4 hover:underline ${classes.link}`}
              >
                {socialLabels[link.network]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
