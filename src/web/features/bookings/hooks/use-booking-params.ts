import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseBookingParams, toBookingSearch, type BookingScreenParams } from '../booking-list-params';

/**
 * The bookings screen's state, kept in the address so a reload, a shared link (a notification's) and the back
 * button all show the same screen. Each change is a history entry; `replace` is for corrections the user did not make.
 */
export function useBookingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseBookingParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (next: BookingScreenParams, { replace = false }: { replace?: boolean } = {}) =>
      void setSearchParams(toBookingSearch(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
