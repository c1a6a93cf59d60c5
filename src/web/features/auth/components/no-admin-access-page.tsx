import { Trans, useLingui } from '@lingui/react/macro';
import { House, LoaderCircle, LogOut, ShieldX } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast';
import { BrandLink } from '#web/components/layout/brand-link';
import { ButtonLink } from '#web/components/ui/button-link';
import { DocumentTitle } from '#web/components/ui/document-title';
import { useSession } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';

/**
 * What a signed-in visitor sees at /admin/*: a page of its own, never the portal. Signing out leads to
 * sign-in with the same admin page to return to, for someone who has a staff account as well.
 */
export function NoAdminAccessPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const account = user?.email ?? t`an account`;

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        void navigate(`/login?${new URLSearchParams({ returnTo: pathname + search })}`, { replace: true });
      },
      onError: (error) => {
        toast.error(error.message, { id: 'sign-out-error' });
      },
    });

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 dark:bg-stone-950">
      <DocumentTitle title={t`No access to the admin portal | HouseHunt`} />
      <header className="container-page flex h-16 items-center">
        <BrandLink />
      </header>
      <main
        id="main-content"
        className="container-page flex flex-1 items-start justify-center py-10 sm:py-20"
      >
        <section className="w-full max-w-md rounded-3xl border border-brand-100 bg-white p-8 text-center shadow-sm dark:border-stone-800 dark:bg-stone-900">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300">
            <ShieldX className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight">
            <Trans>No access to the admin portal</Trans>
          </h1>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">
            <Trans>
              You are signed in as{' '}
              <strong className="font-semibold break-all text-stone-900 dark:text-stone-50">{account}</strong>
              , which does not have admin access.
            </Trans>
          </p>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            <Trans>
              If you work at HouseHunt, ask an administrator to give this account admin access, or sign in
              with your staff account.
            </Trans>
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <ButtonLink to="/" className="w-full">
              <House className="size-4" aria-hidden="true" />
              <Trans>Go to the home page</Trans>
            </ButtonLink>
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signOut.isPending}
              className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-200 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
            >
              {signOut.isPending ? (
                <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <LogOut className="size-4" aria-hidden="true" />
              )}
              <Trans>Sign out</Trans>
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}
