import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, LoaderCircle, LogOut } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { Avatar } from '#web/components/ui/avatar';
import { ButtonLink } from '#web/components/ui/button-link';
import type { SessionUser } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';
import { destinationAfterSignIn } from '#web/features/auth/utils/sign-in-destination';

function continueLabel(user: SessionUser, returnTo: string | null): MessageDescriptor {
  if (returnTo) return msg`Continue where you left off`;
  return user.role === 'admin' ? msg`Continue to the admin portal` : msg`Continue to HouseHunt`;
}

/** /login for someone already signed in: who they are, the way on, and a way to switch accounts. */
export function SignedInPanel({ user, returnTo }: { user: SessionUser; returnTo: string | null }) {
  const { t } = useLingui();
  const signOut = useSignOut();
  return (
    <div className="mt-6 space-y-5">
      <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 text-left dark:bg-stone-800">
        <Avatar src={user.photoURL} className="size-11" />
        <div className="min-w-0 text-sm">
          <p className="text-stone-600 dark:text-stone-300">
            <Trans>You are signed in as</Trans>
          </p>
          <p className="truncate font-semibold text-stone-900 dark:text-stone-50">{user.email}</p>
        </div>
      </div>
      <ButtonLink to={destinationAfterSignIn(user, returnTo)} className="w-full">
        {t(continueLabel(user, returnTo))}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onError: (error) => {
              toast.error(error.message, { id: 'sign-out-error' });
            },
          })
        }
        className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-200 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        {signOut.isPending ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <LogOut className="size-4" aria-hidden="true" />
        )}
        <Trans>Sign out to use another account</Trans>
      </button>
    </div>
  );
}
