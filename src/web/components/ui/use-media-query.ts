import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: from here pages put their side panels (filters, price card) beside the content. */
export const WIDE_LAYOUT_QUERY = '(min-width: 64rem)';

/**
 * What a media query is taken to answer where there is no screen to ask: the server's first paint
 * (app/server-render.tsx) guesses from the request whether it is drawing for a phone.
 */
export const ServerMediaQueries = createContext<(query: string) => boolean>(() => false);

export function useMediaQuery(query: string): boolean {
  const serverAnswer = useContext(ServerMediaQueries);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverAnswer(query),
  );
}
