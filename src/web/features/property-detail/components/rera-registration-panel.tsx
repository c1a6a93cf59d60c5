import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { ListingOnItsPage } from '#web/features/property-detail/api/get-listing';
import { usePlaceNames } from '#web/lib/place-names';

type ReraRegistrationPanelProps = {
  listing: Pick<ListingOnItsPage, 'id' | 'state' | 'reraNumber' | 'reraIssuer'>;
  /** Spacing from what comes before it, where the page places it. */
  className?: string;
};

/**
 * The project's RERA registration beside the price and the contact actions, placed as MahaRERA's advertising
 * orders want it: the number in type larger than any contact text on the page (text-lg against their text-sm),
 * the regulator that issued it, and a QR code that opens the regulator's portal to look it up. Only from the
 * number: a listing without one shows nothing, whatever its feature ticks say.
 */
export function ReraRegistrationPanel({ listing, className = '' }: ReraRegistrationPanelProps) {
  const { t } = useLingui();
  const names = usePlaceNames();
  const headingId = useId();
  const issuer = listing.reraIssuer;
  if (listing.reraNumber === null || issuer === null) return null;
  const { regulator, portal } = issuer;
  const portalHost = portal === null ? null : new URL(portal).host;
  const state = names.state(listing.state);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="rera-registration"
      className={`rounded-xl border border-brand-100 bg-brand-50/40 p-4 dark:border-stone-700 dark:bg-stone-950/40 ${className}`}
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-sm font-semibold text-stone-700 dark:text-stone-200">
            <Trans>RERA registration no.</Trans>
          </h2>
          <p
            data-testid="rera-number"
            className="mt-1 text-lg leading-snug font-bold break-all text-stone-900 dark:text-stone-50"
          >
            {listing.reraNumber}
          </p>
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {regulator ?? <Trans>{state}'s real estate regulator</Trans>}
          </p>
          {portal ? (
            <a
              href={portal}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
            >
              <Trans>
                Look it up on {portalHost}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          ) : null}
        </div>
        {portal ? (
          // Dark on white in both themes: QR readers expect it.
          <img
            src={`/api/properties/${encodeURIComponent(listing.id)}/rera-qr.svg`}
            width={96}
            height={96}
            alt={t`QR code that opens ${portalHost}`}
            className="size-24 shrink-0 rounded-md bg-white"
          />
        ) : null}
      </div>
      <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
        <Trans>
          The number as given for this project. Check it on the regulator&apos;s portal before you pay
          anything.
        </Trans>
      </p>
    </section>
  );
}
