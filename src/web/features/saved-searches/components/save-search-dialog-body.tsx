import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { SaveSearchDialogProps } from './save-search-dialog';
import { SearchDialog } from './search-dialog';

// The form brings zod and react-hook-form: loaded when the dialog first opens, not with the search results.
const SaveSearchForm = lazy(async () => ({ default: (await import('./save-search-form')).SaveSearchForm }));

/** The "Save this search" dialog itself: loaded on its first opening (save-search-dialog.tsx). */
export default function SaveSearchDialogBody({
  userId,
  search,
  typed,
  open,
  onOpenChange,
}: SaveSearchDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <SearchDialog
      open={open}
      busy={busy}
      title={userId ? t`Save this search` : t`Sign in to save this search`}
      onClose={() => onOpenChange(false)}
    >
      <Suspense
        fallback={
          <LoaderCircle
            className="mx-auto size-6 animate-spin motion-reduce:animate-none"
            aria-label={t`Loading`}
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
  );
}
