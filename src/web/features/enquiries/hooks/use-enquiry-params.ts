import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseEnquiryParams, toEnquirySearch, type EnquiryScreenParams } from '../enquiry-list-params';

/**
 * The enquiries screen's state, kept in the address so a reload, a shared link, a notification's link and the
 * back button all show the same screen. Each change is a history entry; `replace` is for corrections.
 */
export function useEnquiryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseEnquiryParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (next: EnquiryScreenParams, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(toEnquirySearch(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
