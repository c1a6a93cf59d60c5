import { Trans, useLingui } from '@lingui/react/macro';
import { NoListingMessage } from './no-listing-message';

/** There is no listing at this address (any more): say why that may be and where to go instead. */
export function PropertyNotFound() {
  const { t } = useLingui();
  return (
    <div className="container-page py-20 sm:py-28">
      <NoListingMessage title={t`Property not found`}>
        <p className="mt-4 max-w-md text-stone-600 dark:text-stone-300">
          <Trans>This property may have been sold, rented or removed, or the link may be mistyped.</Trans>
        </p>
      </NoListingMessage>
    </div>
  );
}
