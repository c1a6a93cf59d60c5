import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '#web/lib/session';

// The menu, with its sign-out, loads for signed-in visitors only: a first visit is mostly signed out, and this
// keeps its code off that visit. The placeholder holds the trigger's place (avatar and chevron) meanwhile.
const SignedInAccountMenu = lazy(async () => ({
  default: (await import('./signed-in-account-menu')).SignedInAccountMenu,
}));

/** The public header's account control: Sign in while signed out, the visitor's menu once signed in. */
export function AccountMenu() {
  const { user } = useSession();
  if (!user) {
    return (
      <Link
        to="/login"
        className="hidden items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:inline-flex dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <LogIn className="size-4" aria-hidden="true" />
        <Trans>Sign in</Trans>
      </Link>
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-16" />}>
      <SignedInAccountMenu user={user} />
    </Suspense>
  );
}
