import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: from here pages put their side panels (filters, price card) beside the content. */
export const WIDE_LAYOUT_QUERY = '(min-width: 64rem)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
