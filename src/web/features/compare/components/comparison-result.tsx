import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CompareAnswer, ComparedListing } from '#domain/listing-compare';
import { LoadErrorState } from '#web/components/ui/load-error-state';
import { PageLoader } from '#web/components/ui/page-loader';
import { CompareTable } from './compare-table';
import { MissingListingsNote } from './missing-listings-note';

type ComparisonResultProps = {
  comparison: UseQueryResult<CompareAnswer>;
  /** What the page offers for the whole comparison (share it, make it one's own), above the note and table. */
  actions: (answer: CompareAnswer) => ReactNode;
  /** A control under each listing's name, as CompareTable takes it. */
  columnAction?: (listing: ComparedListing) => ReactNode;
};

/**
 * A comparison as the server answers it, the same on the visitor's own page and on a shared link: loading, could
 * not load (with a retry), or the table with a note of the listings left out.
 */
export function ComparisonResult({ comparison, actions, columnAction }: ComparisonResultProps) {
  const { t } = useLingui();
  if (comparison.isPending) return <PageLoader label={t`Loading the comparison`} />;
  if (comparison.isError) {
    return (
      <LoadErrorState
        title={t`The comparison could not be loaded`}
        message={comparison.error.message}
        retrying={comparison.isFetching}
        onRetry={() => void comparison.refetch()}
      />
    );
  }
  return (
    <>
      {actions(comparison.data)}
      <MissingListingsNote count={comparison.data.missing.length} />
      <CompareTable listings={comparison.data.listings} columnAction={columnAction} />
    </>
  );
}
