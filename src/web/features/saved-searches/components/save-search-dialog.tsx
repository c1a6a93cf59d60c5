import { Trans } from '@lingui/react/macro';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import type { SaveFormInput } from './save-search-form';

// The dialog (and, when it opens, its form) loads on the first press of the button, not with the search results:
// the search page's first download has no room for a dialog most visits never open.
const SaveSearchDialogBody = lazy(() => import('./save-search-dialog-body'));

export const pillClass =
  'inline-flex items-center gap-2 rounded-full border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-amber-300 dark:hover:bg-stone-800';

export type SaveSearchDialogProps = {
  userId: string | null;
  search: ListingSearch;
  typed?: Partial<SaveFormInput>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The "Save this search" button and its dialog: a name (offered from the filters) and how often to hear of new
 * homes. Signed out, the same form sends the visitor to sign in, carrying what they typed.
 */
export function SaveSearchDialog(props: SaveSearchDialogProps) {
  // Once opened, the dialog stays mounted, so it closes (and hands the focus back) as a dialog does.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => props.onOpenChange(true)}
        className={pillClass}
      >
        <BellPlus className="size-4" aria-hidden="true" />
        <Trans>Save this search</Trans>
      </button>
      {opened && (
        <Suspense>
          <SaveSearchDialogBody {...props} />
        </Suspense>
      )}
    </>
  );
}
