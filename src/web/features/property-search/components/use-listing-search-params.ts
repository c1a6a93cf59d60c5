import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import {
  EDITED_SAVED_SEARCH_PARAM,
  parseListingSearch,
  toSearchParams,
} from '#domain/listing-search-address';

/**
 * The search as the address holds it, so a shared link, a reload and the back button all show the same
 * results. Each change is a history entry; parameters the schema refused are removed with `replace`. The saved
 * search being edited stays named while the filters change.
 */
export function useListingSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, dropped } = useMemo(() => parseListingSearch(searchParams), [searchParams]);

  const setSearch = useCallback(
    (next: ListingSearch, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(
        (current) => {
          const params = toSearchParams(next);
          const edited = current.get(EDITED_SAVED_SEARCH_PARAM);
          if (edited) params.set(EDITED_SAVED_SEARCH_PARAM, edited);
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const hasDropped = dropped.length > 0;
  useEffect(() => {
    if (hasDropped) setSearch(search, { replace: true });
  }, [hasDropped, search, setSearch]);

  return { search, setSearch };
}
