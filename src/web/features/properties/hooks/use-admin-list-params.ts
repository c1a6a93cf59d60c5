import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseAdminListParams, toSearchParams, type AdminListParams } from '../admin-list-params';

/**
 * The admin listings table's state, kept in the address so a reload, a shared link and the back button all
 * show the same table. Each change is a history entry; `replace` is for corrections the user did not make.
 */
export function useAdminListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAdminListParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (next: AdminListParams, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(toSearchParams(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
