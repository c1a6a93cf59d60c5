import { BellPlus, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import type { SaveFormInput } from './save-search-form';
import { SearchDialog } from './search-dialog';

// The form brings zod and react-hook-form: loaded when the dialog first opens, not with the search results.
const SaveSearchForm = lazy(async () => ({ default: (await import('./save-search-form')).SaveSearchForm }));

export const pillClass =
  'inline-flex items-center gap-2 rounded-full border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-amber-300 dark:hover:bg-stone-800';

/**
 * The "Save this search" button and its dialog: a name (offered from the filters) and how often to hear of new
 * homes. Signed out, the same form sends the visitor to sign in, carrying what they typed.
 */
export function SaveSearchDialog({
  userId,
  search,
  typed,
  open,
  onOpenChange,
}: {
  userId: string | null;
  search: ListingSearch;
  typed?: Partial<SaveFormInput>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => onOpenChange(true)} className={pillClass}>
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </button>
      <SearchDialog
        open={open}
        busy={busy}
        title={userId ? 'Save this search' : 'Sign in to save this search'}
        onClose={() => onOpenChange(false)}
      >
        <Suspense
          fallback={
            <LoaderCircle
              className="mx-auto size-6 animate-spin motion-reduce:animate-none"
              aria-label="Loading"
            />
          }
        >
          <SaveSearchForm
            userId={userId}
            search={search}
            typed={typed}
            onBusy={setBusy}
            onDone={() => onOpenChange(false)}
          />
        </Suspense>
      </SearchDialog>
    </>
  );
}
