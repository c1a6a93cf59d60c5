import { Trans } from '@lingui/react/macro';
import { KeyRound, LoaderCircle } from 'lucide-react';
import type { IdentityProvider } from '#domain/identity-providers';

type ProviderButtonProps = {
  provider: IdentityProvider;
  /** This provider's sign-in window is open. */
  waiting: boolean;
  onSignIn: (provider: IdentityProvider) => void;
};

/** "Continue with {provider}"; while its window is open, pressing it again brings that window forward. */
export function ProviderButton({ provider, waiting, onSignIn }: ProviderButtonProps) {
  return (
    <button
      type="button"
      onClick={() => onSignIn(provider)}
      aria-busy={waiting}
      className="flex w-full items-center justify-center gap-3 rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 aria-busy:cursor-progress aria-busy:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400 dark:aria-busy:bg-amber-400"
    >
      {waiting ? (
        <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <KeyRound className="size-5" aria-hidden="true" />
      )}
      <Trans>Continue with {provider.name}</Trans>
    </button>
  );
}
