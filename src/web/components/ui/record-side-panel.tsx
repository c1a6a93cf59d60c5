import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client';
import { LoadErrorState } from './load-error-state';
import { SidePanel } from './side-panel';

/** What the panel needs of the record's query (TanStack Query's result has all of it). */
type RecordQuery<Record> = {
  data: Record | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

type RecordSidePanelProps<Record extends { name: string }> = {
  /** Undefined keeps the panel closed. */
  recordId: string | undefined;
  query: RecordQuery<Record>;
  /** The record's word in the texts: "Loading the booking...", "Close booking details". */
  noun: string;
  eyebrow: string;
  /** The panel's title until the record is there; then it is the record's name. */
  placeholderTitle: string;
  /** Said after the server's message when the record does not exist. */
  notFoundHint: string;
  onClose: () => void;
  children: (record: Record) => ReactNode;
};

/**
 * One record of an admin list (a booking, an enquiry: someone's, so titled by their name) in the side panel,
 * read from the server: while it loads, when it is gone (404), when it could not be read (with a retry), and
 * then the record itself.
 */
export function RecordSidePanel<Record extends { name: string }>({
  recordId,
  query,
  noun,
  eyebrow,
  placeholderTitle,
  notFoundHint,
  onClose,
  children,
}: RecordSidePanelProps<Record>) {
  const { t } = useLingui();
  const record = query.data;

  const body = () => {
    if (record !== undefined) return children(record);
    if (query.error) {
      const gone = query.error instanceof ApiError && query.error.status === 404;
      return gone ? (
        <p role="alert" className="text-sm text-stone-700 dark:text-stone-200">
          {`${query.error.message} ${notFoundHint}`}
        </p>
      ) : (
        <LoadErrorState
          title={t`Could not load the ${noun}`}
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t`Loading the ${noun}...`}
      </p>
    );
  };

  return (
    <SidePanel
      open={recordId !== undefined}
      eyebrow={eyebrow}
      title={record !== undefined ? record.name : placeholderTitle}
      closeLabel={t`Close ${noun} details`}
      onClose={onClose}
    >
      {body()}
    </SidePanel>
  );
}
