import { BellPlus, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import { useSession } from '#web/lib/session';
import { primaryButtonClass, SearchDialog, secondaryButtonClass } from './search-dialog';

// The form brings zod and react-hook-form: loaded when the dialog first opens, not with the search results.
const SaveSearchForm = lazy(async () => ({ default: (await import('./save-search-form')).SaveSearchForm }));

/**
 * "Save this search" on /properties: a name (offered from the filters) and how often to hear of new homes.
 * Signed out, it asks the visitor to sign in, and the sign-in brings them back to these very results.
 */
export function SaveSearchButton({ search }: { search: ListingSearch }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-amber-300 dark:hover:bg-stone-800"
      >
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </button>
      <SearchDialog
        open={open}
        busy={busy}
        title={user ? 'Save this search' : 'Sign in to save this search'}
        onClose={() => setOpen(false)}
      >
        {user ? (
          <Suspense
            fallback={
              <LoaderCircle
                className="mx-auto size-6 animate-spin motion-reduce:animate-none"
                aria-label="Loading"
              />
            }
          >
            <SaveSearchForm userId={user.id} search={search} onBusy={setBusy} onDone={() => setOpen(false)} />
          </Suspense>
        ) : (
          <SignInFirst onCancel={() => setOpen(false)} />
        )}
      </SearchDialog>
    </>
  );
}

function SignInFirst({ onCancel }: { onCancel: () => void }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700 dark:text-stone-200">
        Saved searches live on your HouseHunt account, so we can tell you when a new home matches. Sign in and
        we will bring you back to these results to save them.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Not now
        </button>
        <Link to={`/login?${new URLSearchParams({ returnTo })}`} className={primaryButtonClass}>
          Sign in
        </Link>
      </div>
    </div>
  );
}
