import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change to a list's state, worked out from the state as it is when the change is made. */
export type ParamsUpdate<Params> = (current: Params) => Params;
export type SetListParams<Params> = (update: ParamsUpdate<Params>, options?: { replace?: boolean }) => void;

/**
 * A list screen's state, kept in the address so a reload, a shared link (a notification's) and the back button
 * all show the same screen. Each change is a history entry; `replace` is for corrections the user did not make.
 *
 * Changes are updates of the current state, not new states: the router shows a new address only after the
 * navigation has rendered, and a second click before then (two filter chips in quick succession) must build on
 * the first instead of undoing it.
 */
export function useListSearchParams<Params>(
  parse: (search: URLSearchParams) => Params,
  toSearch: (params: Params) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  // The address asked for but not rendered yet, and the one it was asked from: once the address moves on
  // (to it, or anywhere else), it is history.
  const pending = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const shown = searchParams.toString();

  const setParams = useCallback<SetListParams<Params>>(
    (update, { replace = false } = {}) => {
      const current = pending.current?.from === shown ? parse(pending.current.to) : params;
      const next = toSearch(update(current));
      pending.current = { from: shown, to: next };
      void setSearchParams(next, { replace, preventScrollReset: true });
    },
    [parse, params, setSearchParams, shown, toSearch],
  );
  return { params, setParams };
}
