import { hashKey, notifyManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session, sessionSchema, UserProfile } from '#domain/user-profile';
import { apiClient, bindSession, SESSION_PATH } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in user as GET /api/me gives it: the account merged with the HouseHunt profile (spec §3). */
export type SessionUser = UserProfile;
export type { Session };

export const SIGNED_OUT: Session = { user: null, csrfToken: null };

export function getSession(signal?: AbortSignal): Promise<Session> {
  return apiClient.get<typeof sessionSchema>(SESSION_PATH, { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.session(),
    queryFn: ({ signal }) => getSession(signal),
    // A session that cannot be read counts as signed out (spec §4); the failure is logged, not toasted.
    meta: { quietErrors: true },
  });

/**
 * The session for route loaders: waits for the first answer from /api/me and never fails, so the app can
 * always render. A cached answer comes back at once and is refreshed in the background when stale.
 */
export function ensureSession(queryClient: QueryClient): Promise<Session> {
  return queryClient
    .ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true })
    .catch(() => queryClient.getQueryData(sessionQueryOptions().queryKey) ?? SIGNED_OUT);
}

/** The current session; the root route has loaded it before anything renders. */
export function useSession() {
  const { data = SIGNED_OUT } = useQuery(sessionQueryOptions());
  return { user: data.user, isAdmin: data.user?.role === 'admin' };
}

/** Writes carry the session's CSRF token; a refused token means the session changed, so read it again. */
export function connectApiClientToSession(queryClient: QueryClient) {
  bindSession({
    csrfToken: () => queryClient.getQueryData(sessionQueryOptions().queryKey)?.csrfToken ?? null,
    onCsrfRejected: () => void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session() }),
    recheck: async () => {
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      // The cache tells its watchers in a batch of its own (forgetSignedInDataWhenSessionEnds among them):
      // settle after it, so what waited sees its query cancelled.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
  });
}

/**
 * Once the session that was signed in ends, or becomes someone else's, nothing fetched for it may stay or go on
 * fetching: every query but the session's own is cancelled and dropped. One watcher for every way a session
 * ends (sign-out, signing out everywhere, a 401 that the session check confirms, a sign-in as someone else), so
 * none of them has to remember it.
 */
export function forgetSignedInDataWhenSessionEnds(queryClient: QueryClient): () => void {
  const sessionHash = hashKey(queryKeys.auth.session());
  let signedInAs: string | null = null;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== sessionHash) return;
    const previous = signedInAs;
    signedInAs = (event.query.state.data as Session | undefined)?.user?.id ?? null;
    if (previous === null || previous === signedInAs) return;
    const signedInData = {
      predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== queryKeys.auth.all[0],
    };
    void queryClient.cancelQueries(signedInData);
    queryClient.removeQueries(signedInData);
  });
}
