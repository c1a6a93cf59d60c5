import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import { parseListingSearch, toSearchParams } from '#web/lib/property-search-params';

/**
 * The search as the address holds it, so a shared link, a reload and the back button all show the same
 * results. Each change is a history entry; parameters the schema refused are removed with `replace`.
 */
export function useListingSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, dropped } = useMemo(() => parseListingSearch(searchParams), [searchParams]);

  const setSearch = useCallback(
    (next: ListingSearch, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(toSearchParams(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );

  const hasDropped = dropped.length > 0;
  useEffect(() => {
    if (hasDropped) setSearch(search, { replace: true });
  }, [hasDropped, search, setSearch]);

  return { search, setSearch };
}
