import { activateEnglish } from '#web/testing/languages';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys';
import {
  forgetSignedInDataWhenSessionEnds,
  SIGNED_OUT,
  type Session,
  type SessionUser,
} from '#web/lib/session';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

const anAdmin = (id: string): SessionUser => ({
  id,
  name: 'Demo Admin',
  email: `${id}@example.com`,
  photoURL: null,
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  trustedLister: false,
  version: 1,
});
const signedInAs = (id: string): Session => ({ user: anAdmin(id), csrfToken: 'token' });

describe('when the session ends', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  function aClientSignedInAs(id: string | null) {
    const queryClient = new QueryClient();
    stop = forgetSignedInDataWhenSessionEnds(queryClient);
    queryClient.setQueryData(queryKeys.auth.session(), id ? signedInAs(id) : SIGNED_OUT);
    queryClient.setQueryData(queryKeys.notifications.unreadCount(), { unread: 3 });
    queryClient.setQueryData(queryKeys.bookings.detail('b1'), { id: 'b1' });
    return queryClient;
  }
  const cachedKeys = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);

  it('drops everything fetched while signed in once the session reads signed out, keeping the session', () => {
    const queryClient = aClientSignedInAs('admin-1');
    queryClient.setQueryData(queryKeys.auth.session(), SIGNED_OUT);
    expect(cachedKeys(queryClient)).toEqual(['auth']);
    expect(queryClient.getQueryData(queryKeys.auth.session())).toEqual(SIGNED_OUT);
  });

  it('cancels a poll on its way, whose answer could only be a 401', async () => {
    const queryClient = aClientSignedInAs('admin-1');
    const aborted = vi.fn();
    const poll = queryClient.fetchQuery({
      queryKey: queryKeys.notifications.unreadCount(),
      queryFn: ({ signal }) =>
        new Promise<{ unread: number }>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted();
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    });
    queryClient.setQueryData(queryKeys.auth.session(), SIGNED_OUT);
    await Promise.allSettled([poll]);
    expect(aborted).toHaveBeenCalledOnce();
    expect(cachedKeys(queryClient)).toEqual(['auth']);
  });

  it('drops it too when someone else signs in on this browser', () => {
    const queryClient = aClientSignedInAs('admin-1');
    queryClient.setQueryData(queryKeys.auth.session(), signedInAs('admin-2'));
    expect(cachedKeys(queryClient)).toEqual(['auth']);
  });

  it('keeps it when the same person is read again, and when someone signs in where no one was', () => {
    const same = aClientSignedInAs('admin-1');
    same.setQueryData(queryKeys.auth.session(), signedInAs('admin-1'));
    expect(cachedKeys(same)).toEqual(['auth', 'notifications', 'bookings']);

    const fresh = aClientSignedInAs(null);
    fresh.setQueryData(queryKeys.auth.session(), signedInAs('admin-1'));
    expect(cachedKeys(fresh)).toEqual(['auth', 'notifications', 'bookings']);
  });
});
