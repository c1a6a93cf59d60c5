import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { HouseHuntLogo } from '#web/components/brand/house-hunt-logo';
import { ButtonLink } from '#web/components/ui/button-link';
import { useSession } from '#web/lib/session';
import { SignedInPanel } from './components/signed-in-panel';
import { SignInOptions } from './components/sign-in-options';
import { safeReturnTo } from './utils/sign-in-destination';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // Set by the admin guard: the page the user asked for before being sent here.
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const { user } = useSession();

  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl border border-brand-100 bg-white p-8 text-center shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <HouseHuntLogo className="mx-auto size-14" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">
          <Trans>Sign in to HouseHunt</Trans>
        </h1>
        {user ? (
          <SignedInPanel user={user} returnTo={returnTo} />
        ) : (
          <>
            <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">
              <Trans>
                Keep your shortlist on every device, have your name and email filled in when you book a visit
                and, for our staff, manage listings in the admin portal.
              </Trans>
            </p>
            <SignInOptions returnTo={returnTo} />
            <ButtonLink to="/properties" variant="secondary" className="mt-4 w-full">
              <Trans>Browse properties without an account</Trans>
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
