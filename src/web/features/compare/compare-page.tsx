import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Columns3, X } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COMPARE_LIMITS, comparePagePath } from '#domain/listing-compare';
import { isListingId } from '#domain/shortlist';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { compareSelection, useCompareSelection } from '#web/lib/compare-selection';
import { comparisonQueryOptions } from './api/get-comparison';
import { ComparisonResult } from './components/comparison-result';
import { ShareComparisonButton } from './components/share-comparison-button';

/** The listing ids in the address, each once, as many as a comparison holds. */
function idsIn(raw: string | null): string[] {
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(isListingId);
  return [...new Set(ids)].slice(0, COMPARE_LIMITS.max);
}

/** /compare?ids=a,b,c: the listings picked, side by side, with a link to share the comparison. */
export function ComparePage() {
  const { t } = useLingui();
  const { min, max } = COMPARE_LIMITS;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const picked = useCompareSelection();
  const ids = idsIn(searchParams.get('ids'));
  const enough = ids.length >= COMPARE_LIMITS.min;

  // /compare on its own opens the listings picked so far.
  useEffect(() => {
    if (ids.length === 0 && picked.length >= COMPARE_LIMITS.min) {
      void navigate(comparePagePath(picked), { replace: true });
    }
  }, [ids.length, picked, navigate]);

  const comparison = useQuery({ ...comparisonQueryOptions(ids), enabled: enough });

  const remove = (id: string) => {
    const rest = ids.filter((other) => other !== id);
    compareSelection.replace(rest);
    void navigate(rest.length > 0 ? comparePagePath(rest) : '/compare');
  };

  return (
    <>
      <PageIntro
        eyebrow={t`Compare`}
        title={t`Compare listings`}
        lead={t`Price, price per sq.ft of the total and the carpet area, loading, rooms, amenities and what our team has checked, side by side.`}
      />
      <div className="container-page space-y-6 py-10">
        {!enough ? (
          <EmptyState
            icon={Columns3}
            title={t`Pick ${min} to ${max} listings to compare`}
            action={
              <ButtonLink to="/shortlist">
                <Trans>Go to your shortlist</Trans>
              </ButtonLink>
            }
          >
            <Trans>
              Tick “Compare” on the listings you like, in the search results or on your shortlist, then come
              back here to see them side by side.
            </Trans>
          </EmptyState>
        ) : (
          <ComparisonResult
            comparison={comparison}
            actions={() => <ShareComparisonButton ids={ids} />}
            columnAction={({ id, title }) => (
              <button
                type="button"
                onClick={() => remove(id)}
                aria-label={t`Remove ${title} from the comparison`}
                className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100 dark:border-stone-600 dark:text-stone-200 dark:hover:bg-stone-800"
              >
                <X className="size-3.5" aria-hidden="true" />
                <Trans>Remove</Trans>
              </button>
            )}
          />
        )}
      </div>
    </>
  );
}
