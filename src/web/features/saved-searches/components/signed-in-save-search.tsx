import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import { resumeActionOf } from '#domain/return-to';
import {
  SAVE_SEARCH_RESUME_ACTION,
  SAVED_SEARCH_FREQUENCIES,
  savedSearchKey,
  type SavedSearch,
  type SavedSearchFrequency,
} from '#domain/saved-search';
import { isOneOf } from '#domain/taxonomy';
import { EDITED_SAVED_SEARCH_PARAM, savedSearchParams } from '#domain/listing-search-address';
import { savedSearchesQueryOptions, useUpdateSavedSearch } from '../api/saved-searches';
import { frequencyLabels } from '../utils/frequency-messages';
import { pillClass, SaveSearchDialog } from './save-search-dialog';
import { primaryButtonClass, SearchDialog, secondaryButtonClass } from './search-dialog';

type Typed = { name?: string; frequency?: SavedSearchFrequency };

/** What the visitor typed before signing in, from the fragment the sign-in brought back (return-to.ts). */
function typedBeforeSignIn(hash: string): Typed | null {
  const values = resumeActionOf(hash, SAVE_SEARCH_RESUME_ACTION);
  if (!values) return null;
  return {
    ...(values.name && { name: values.name }),
    ...(isOneOf(SAVED_SEARCH_FREQUENCIES, values.frequency) && { frequency: values.frequency }),
  };
}

/**
 * "Save this search" for a signed-in person, who may have saved this search already (it shows as saved), may
 * come back from signing in with what they typed (the dialog opens again with it), or may have opened the page
 * with "Edit criteria" (it offers to update that saved search instead).
 */
export function SignedInSaveSearch({ userId, search }: { userId: string; search: ListingSearch }) {
  const saved = useQuery(savedSearchesQueryOptions(userId));
  const [params] = useSearchParams();
  const editedId = params.get(EDITED_SAVED_SEARCH_PARAM);
  const edited = saved.data?.items.find((item) => item.id === editedId);
  const key = savedSearchKey(search);
  const same = saved.data?.items.find((item) => savedSearchKey(item.search) === key);

  if (edited) return <UpdateSavedSearch userId={userId} edited={edited} search={search} />;
  if (same) return <SavedSearchShown savedSearch={same} />;
  return <SaveSearch userId={userId} search={search} />;
}

function SaveSearch({ userId, search }: { userId: string; search: ListingSearch }) {
  const { pathname, search: query, hash } = useLocation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Typed | null>(null);
  const [open, setOpen] = useState(false);

  // Back from signing in: the dialog opens again with what was typed, and the fragment leaves the address.
  const back = typedBeforeSignIn(hash);
  const [resumedFrom, setResumedFrom] = useState<string | null>(null);
  if (back && resumedFrom !== hash) {
    setResumedFrom(hash);
    setTyped(back);
    setOpen(true);
  }
  const resuming = back !== null;
  useEffect(() => {
    if (resuming) void navigate({ pathname, search: query }, { replace: true, preventScrollReset: true });
  }, [resuming, pathname, query, navigate]);

  return (
    <SaveSearchDialog
      userId={userId}
      search={search}
      typed={typed ?? undefined}
      open={open}
      onOpenChange={setOpen}
    />
  );
}

/** The search on the page is one the person saved: said so, with the way to manage it. */
function SavedSearchShown({ savedSearch }: { savedSearch: SavedSearch }) {
  const { i18n, t } = useLingui();
  const name = savedSearch.name;
  const alerts = frequencyLabels(i18n)[savedSearch.frequency].toLowerCase();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={pillClass}>
        <BellRing className="size-4" aria-hidden="true" />
        <Trans>Saved</Trans>
      </button>
      <SearchDialog open={open} title={t`This search is saved`} onClose={() => setOpen(false)}>
        <div className="space-y-5">
          <p className="text-sm text-stone-700 dark:text-stone-200">
            <Trans>
              You saved this search as “{name}”. Alerts: {alerts}.
            </Trans>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
              <Trans>Close</Trans>
            </button>
            <Link to="/account" className={primaryButtonClass}>
              <Trans>Open saved search</Trans>
            </Link>
          </div>
        </div>
      </SearchDialog>
    </>
  );
}

/** "Edit criteria" brought the person here: the filters they set now replace the saved search's. */
function UpdateSavedSearch({
  userId,
  edited,
  search,
}: {
  userId: string;
  edited: SavedSearch;
  search: ListingSearch;
}) {
  const { t } = useLingui();
  const name = edited.name;
  const update = useUpdateSavedSearch(userId);
  const [, setParams] = useSearchParams();
  const stopEditing = () =>
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDITED_SAVED_SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <p className="text-sm text-stone-700 dark:text-stone-200">
        <Trans>Changing the criteria of “{name}”</Trans>
      </p>
      <button type="button" onClick={stopEditing} className={secondaryButtonClass}>
        <Trans>Cancel</Trans>
      </button>
      <button
        type="button"
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: edited.id, search: savedSearchParams(search), version: edited.version },
            { onSuccess: stopEditing },
          )
        }
        className={pillClass}
      >
        <BellRing className="size-4" aria-hidden="true" />
        {update.isPending ? t`Updating…` : t`Update saved search`}
      </button>
    </div>
  );
}
