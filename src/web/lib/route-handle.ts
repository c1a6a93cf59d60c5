import { useMatches } from 'react-router';

/** What a route declares about itself: its page name, used for the document title and admin breadcrumb. */
export type RouteHandle = { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The page name of the deepest matched route that names itself. */
export function useCurrentPageTitle(): string | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
}
