import { Trans } from '@lingui/react/macro';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import { useSession } from '#web/lib/session';
import { pillClass, SaveSearchDialog } from './save-search-dialog';

// What a signed-in person's button knows (their saved searches, the way back from signing in, editing criteria)
// brings the saved-search schemas: loaded for them, not on a signed-out first visit to the search page.
const SignedInSaveSearch = lazy(async () => ({
  default: (await import('./signed-in-save-search')).SignedInSaveSearch,
}));

/** "Save this search" on /properties. */
export function SaveSearchButton({ search }: { search: ListingSearch }) {
  const { user } = useSession();
  if (!user) return <SignedOutSaveSearch search={search} />;
  return (
    <Suspense
      fallback={
        <button type="button" disabled className={pillClass}>
          <BellPlus className="size-4" aria-hidden="true" />
          <Trans>Save this search</Trans>
        </button>
      }
    >
      <SignedInSaveSearch userId={user.id} search={search} />
    </Suspense>
  );
}

function SignedOutSaveSearch({ search }: { search: ListingSearch }) {
  const [open, setOpen] = useState(false);
  return <SaveSearchDialog userId={null} search={search} open={open} onOpenChange={setOpen} />;
}
