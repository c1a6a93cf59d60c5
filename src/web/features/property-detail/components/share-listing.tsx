import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { copyText } from '#web/lib/copy-text';
import { listingShareText, type SharedListing } from '#domain/listing-share-text';
import { formatListingPrice } from '#web/features/property-detail/utils/page-money';
import { listingUrl, whatsAppShareUrl } from './outbound-links';
import { siteOrigin } from '#web/lib/site-origin';

const ACTION_CLASS =
  'inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800';

// Phones and some desktops offer their own share sheet; elsewhere only copy and WhatsApp are shown.
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

type ShareListingProps = { listingId: string; listing: SharedListing };

/** Ways to send the listing to family: the device's share sheet, the link on the clipboard, or WhatsApp. */
export function ShareListing({ listingId, listing }: ShareListingProps) {
  const { t } = useLingui();
  const url = listingUrl(siteOrigin(), listingId);
  const { title } = listing;
  // In the page's language: a Hindi page shares '₹1.25 करोड़' and 'रेरा पंजीकरण संख्या …'.
  const text = listingShareText(listing, {
    price: formatListingPrice,
    reraLine: (reraNumber) => t`RERA registration no. ${reraNumber}`,
  });

  const copyLink = () => {
    copyText(url).then(
      () => toast.success(t`Link copied`, { id: 'listing-link-copied' }),
      () =>
        toast.error(t`Could not copy the link. Copy it from the address bar instead.`, {
          id: 'listing-link-copied',
        }),
    );
  };

  const shareNatively = () => {
    navigator.share({ title, text, url }).catch((error: unknown) => {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      copyLink();
    });
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t`Share this property`}>
      {canShareNatively() ? (
        <button type="button" onClick={shareNatively} className={ACTION_CLASS}>
          <Share2 className="size-4" aria-hidden="true" />
          <Trans>Share</Trans>
        </button>
      ) : null}
      <button type="button" onClick={copyLink} className={ACTION_CLASS}>
        <Link2 className="size-4" aria-hidden="true" />
        <Trans>Copy link</Trans>
      </button>
      <a
        href={whatsAppShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={ACTION_CLASS}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        <Trans>
          Share on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </Trans>
      </a>
    </div>
  );
}
