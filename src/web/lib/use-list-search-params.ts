import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's state, kept in the address so a reload, a shared link (a notification's) and the back button
 * all show the same screen. Each change is a history entry; `replace` is for corrections the user did not make.
 */
export function useListSearchParams<Params>(
  parse: (search: URLSearchParams) => Params,
  toSearch: (params: Params) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  const setParams = useCallback(
    (next: Params, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(toSearch(next), { replace, preventScrollReset: true }),
    [setSearchParams, toSearch],
  );
  return { params, setParams };
}
