import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { comparePagePath } from '#domain/listing-compare';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';
import { ApiError } from '#web/lib/api-client';
import { compareSelection } from '#web/lib/compare-selection';
import { sharedComparisonQueryOptions } from './api/get-shared-comparison';
import { ComparisonResult } from './components/comparison-result';

/** /compare/shared?token=…: a comparison someone shared, for anyone, signed in or not. */
export function SharedComparePage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  // Without a token there is nothing to ask the server: the link was cut short.
  const comparison = useQuery({ ...sharedComparisonQueryOptions(token), enabled: token !== '' });
  const refusal =
    token === ''
      ? t`This comparison link is not valid. Ask for the link again, copying the whole of it, or pick the listings to compare yourself.`
      : comparison.error instanceof ApiError && comparison.error.status < 500
        ? comparison.error.message
        : null;

  return (
    <>
      <PageIntro
        eyebrow={t`Compare`}
        title={t`A comparison shared with you`}
        lead={t`The listings someone picked, side by side, as they are on HouseHunt today.`}
      />
      <div className="container-page space-y-6 py-10">
        {refusal ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <AlertCircle className="size-8 text-red-700 dark:text-red-300" aria-hidden="true" />
            <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">
              <Trans>This comparison cannot be opened</Trans>
            </h2>
            <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">{refusal}</p>
            <ButtonLink to="/properties">
              <Trans>Browse properties</Trans>
            </ButtonLink>
          </div>
        ) : (
          <ComparisonResult
            comparison={comparison}
            actions={({ listings }) => (
              <button
                type="button"
                onClick={() => {
                  const ids = listings.map((listing) => listing.id);
                  compareSelection.replace(ids);
                  void navigate(comparePagePath(ids));
                }}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
              >
                <Trans>Make it my comparison</Trans>
              </button>
            )}
          />
        )}
      </div>
    </>
  );
}
