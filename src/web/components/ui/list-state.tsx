/**
 * The steps every list read from the server goes through, in one place: loading, could not load (with a retry),
 * empty, and the items. An error shows only while there is nothing to show: a failed refresh keeps the last list.
 */
import type { ReactNode } from 'react';
import { LoadErrorState } from './load-error-state';
import { RetryButton } from './retry-button';

/** What the list needs of its query (TanStack Query's result has all of it). */
type ListQuery<Data> = {
  data: Data | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * `card`: the list fills a card, so loading and errors are centred in it, the error titled (its heading); `page`:
 * as a card, with the error in a frame of its own; `inline`: a part of a page, where they are one line each, the
 * title (if any) the sentence before the server's message.
 */
type ListLook = { look: 'card' | 'page'; errorTitle: string } | { look: 'inline'; errorTitle?: string };

type ListStateProps<Data> = ListLook & {
  query: ListQuery<Data>;
  /** Said while the list loads ("Loading users…"). */
  loadingText: string;
  /** Shown while the list loads, with the text then only read out: the list's shape, greyed. */
  skeleton?: ReactNode;
  /** What an empty list shows instead, and what empty means for this list. */
  empty?: { when: (data: Data) => boolean; show: ReactNode };
  children: (data: Data) => ReactNode;
};

export function ListState<Data>(props: ListStateProps<Data>) {
  const { query, loadingText, skeleton, empty, children } = props;
  const { data, error } = query;
  const retry = () => void query.refetch();
  if (data === undefined && error) {
    if (props.look === 'inline') {
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {props.errorTitle ? `${props.errorTitle} ${error.message}` : error.message}
          <RetryButton retrying={query.isFetching} onRetry={retry} />
        </div>
      );
    }
    const state = (
      <LoadErrorState
        title={props.errorTitle}
        message={error.message}
        retrying={query.isFetching}
        onRetry={retry}
      />
    );
    return props.look === 'page' ? (
      <div className="rounded-2xl border border-brand-100 bg-white dark:border-stone-800 dark:bg-stone-900">
        {state}
      </div>
    ) : (
      state
    );
  }
  if (data === undefined) {
    if (skeleton) {
      return (
        <>
          <p role="status" className="sr-only">
            {loadingText}
          </p>
          {skeleton}
        </>
      );
    }
    return (
      <p
        role="status"
        className={
          props.look === 'inline'
            ? 'text-sm text-stone-600 dark:text-stone-300'
            : 'px-4 py-12 text-center text-sm text-stone-600 dark:text-stone-300'
        }
      >
        {loadingText}
      </p>
    );
  }
  if (empty?.when(data)) return empty.show;
  return children(data);
}
