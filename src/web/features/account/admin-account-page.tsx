import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useSession } from '#web/lib/session';
import { USER_ROLE_DESCRIPTIONS } from '#domain/user-profile';
import { formatAccountDate } from '#web/lib/account-dates';
import { useSignOutEverywhere } from './api/revoke-all-sessions';
import { Card } from '#web/components/ui/card';

function AccountFact({ term, children }: { term: string; children: string }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="mt-1 text-sm break-words text-stone-900 sm:col-span-2 sm:mt-0 dark:text-stone-100">
        {children}
      </dd>
    </div>
  );
}

/** /admin/account: the signed-in account's facts, and signing out on every device. */
export function AdminAccountPage() {
  const { user } = useSession();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  return (
    <div className="space-y-6">
      <Card title="Your account">
        <dl className="divide-y divide-stone-100 dark:divide-stone-800">
          <AccountFact term="Email">{user.email}</AccountFact>
          <AccountFact term="Role">{USER_ROLE_DESCRIPTIONS[user.role]}</AccountFact>
          <AccountFact term="Account created">{formatAccountDate(user.createdAt)}</AccountFact>
          <AccountFact term="Last sign-in">{formatAccountDate(user.lastLogin)}</AccountFact>
        </dl>
      </Card>
      <Card
        title="Sessions"
        description="Signed in on a shared or lost device? Sign out everywhere: every browser signed in to this account, this one included, will need to sign in again."
      >
        <button
          type="button"
          onClick={() => {
            signOutEverywhere.reset();
            setConfirming(true);
          }}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-stone-900 dark:text-red-300 dark:hover:bg-red-950"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sign out of all sessions
        </button>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Sign out of all sessions?"
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        tone="danger"
        pending={signOutEverywhere.isPending}
        onConfirm={() => signOutEverywhere.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>You will be signed out on every device, including this one.</p>
        {signOutEverywhere.isError ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-400">
            {signOutEverywhere.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
