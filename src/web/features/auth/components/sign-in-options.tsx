import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useProviders } from '#web/features/auth/api/get-providers';
import { usePopupSignIn } from '#web/features/auth/hooks/use-popup-sign-in';
import { ProviderButton } from './provider-button';

/** One button per identity provider the server offers; each signs in through a popup. */
export function SignInOptions({ returnTo }: { returnTo: string | null }) {
  const { t } = useLingui();
  const providers = useProviders();
  const { signIn, pendingProviderId } = usePopupSignIn(returnTo);
  const pendingProvider = providers.data?.find((provider) => provider.id === pendingProviderId);
  const headedToAdmin = returnTo === '/admin' || returnTo?.startsWith('/admin/');

  return (
    <div className="mt-6 space-y-4">
      {headedToAdmin ? (
        <p className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-left text-sm text-brand-900 dark:bg-stone-800 dark:text-stone-200">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>
            Sign in with your staff account to open the admin portal. You will go straight back to the page
            you asked for.
          </Trans>
        </p>
      ) : null}

      {providers.isPending ? (
        <div aria-busy="true" aria-label={t`Loading sign-in options`} className="space-y-3">
          <div className="h-11 animate-pulse rounded-full bg-brand-100 dark:bg-stone-800" />
        </div>
      ) : providers.isError ? (
        <div role="alert" className="space-y-3 text-sm text-stone-600 dark:text-stone-300">
          <p>
            <Trans>Sign-in options could not be loaded.</Trans>
          </p>
          <button
            type="button"
            onClick={() => void providers.refetch()}
            className="inline-flex items-center gap-2 rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <ul className="space-y-3">
          {providers.data.map((provider) => (
            <li key={provider.id}>
              <ProviderButton
                provider={provider}
                waiting={provider.id === pendingProviderId}
                onSignIn={signIn}
              />
            </li>
          ))}
        </ul>
      )}

      <p role="status" className="min-h-5 text-sm text-stone-600 dark:text-stone-300">
        {pendingProvider
          ? t`Finish signing in with ${pendingProvider.name} in the window that opened.`
          : null}
      </p>
    </div>
  );
}
