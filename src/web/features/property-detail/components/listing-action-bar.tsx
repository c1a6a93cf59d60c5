import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { VisitorFormLink } from '#web/components/visitor-form/visitor-form-link';
import { telHref, whatsAppChatUrl } from '#web/lib/phone-links';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import type { PropertyStatus } from '#domain/taxonomy';
import { priceAndPeriod } from '#web/features/property-detail/utils/page-money';
import { listingUrl } from './outbound-links';
import { siteOrigin } from '#web/lib/site-origin';

/** The site's own contact, from its settings; unknown until they have loaded. */
type SiteContact = { siteName: string; contactPhone: string } | undefined;

type ListingActionBarProps = {
  listing: Pick<PublicListing, 'id' | 'title' | 'price' | 'propertyStatus' | 'rentalFrequency'>;
  site: SiteContact;
  /** The id of the booking form's card, which "Book a visit" leads into. */
  bookingFormId: string;
};

/** Lower case, as the bar says it under a sale price: "for sale". */
const PROPERTY_STATUS_UNDER_PRICE: Record<PropertyStatus, MessageDescriptor> = {
  sale: msg`for sale`,
  rent: msg`for rent`,
};

const contactLink =
  'inline-flex min-w-12 flex-col items-center gap-0.5 rounded-xl px-1.5 py-1 text-[11px] font-semibold text-brand-800 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800';

/**
 * The property page's bar at the foot of a phone's screen: the price, and the three things a house hunter does
 * next (call, chat on WhatsApp, book a visit) always a thumb away. Sticky at the end of the page rather than fixed, so it
 * never covers the last of the content or the footer; it pads itself clear of the home indicator.
 */
export function ListingActionBar({ listing, site, bookingFormId }: ListingActionBarProps) {
  const { t, i18n } = useLingui();
  const { amount, per } = priceAndPeriod(listing);
  const { title } = listing;
  const url = listingUrl(siteOrigin(), listing.id);
  const whatsApp = site
    ? whatsAppChatUrl(
        site.contactPhone,
        t`Hello ${site.siteName}, I am interested in “${title}” (${url}). Please tell me more.`,
      )
    : null;

  return (
    <section
      aria-label={t`Call or book a visit`}
      data-testid="listing-action-bar"
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-brand-100 bg-white/95 px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur sm:-mx-6 sm:px-6 dark:border-stone-800 dark:bg-stone-900/95"
    >
      <div className="flex items-center gap-1">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-lg font-bold text-brand-800 dark:text-amber-300">
            {amount}
          </span>
          <span className="block text-xs text-stone-600 dark:text-stone-300">
            {per ?? i18n._(PROPERTY_STATUS_UNDER_PRICE[listing.propertyStatus])}
          </span>
        </p>
        {site ? (
          <a href={telHref(site.contactPhone)} className={contactLink}>
            <Phone className="size-5" aria-hidden="true" />
            <Trans>
              Call
              <span className="sr-only"> {site.siteName}</span>
            </Trans>
          </a>
        ) : null}
        {whatsApp ? (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={contactLink}>
            <MessageCircle className="size-5" aria-hidden="true" />
            {/* Not the header's "Share on WhatsApp", which sends the listing to someone: this writes to us. */}
            <Trans>
              <span className="w-14 text-center leading-tight">Chat on WhatsApp</span>
              <span className="sr-only"> with {site?.siteName} (opens in a new tab)</span>
            </Trans>
          </a>
        ) : null}
        <VisitorFormLink
          formId={bookingFormId}
          className="ml-1 inline-flex shrink-0 items-center rounded-full bg-brand-700 px-3.5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <Trans>Book a visit</Trans>
        </VisitorFormLink>
      </div>
    </section>
  );
}
