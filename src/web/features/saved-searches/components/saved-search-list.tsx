import { BellOff, BellRing, Pencil, Search, SlidersHorizontal, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  type SavedSearchFrequency,
} from '#domain/saved-search';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { controlClass } from '#web/components/ui/control-class';
import { ListState } from '#web/components/ui/list-state';
import { usePlaceNames, useShortPrice } from '#web/lib/place-names';
import { editSavedSearchAddress, savedSearchAddress } from '#domain/listing-search-address';
import { savedSearchesQueryOptions, useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { describeCriteria } from '../utils/criteria-words';
import { frequencyLabels } from '../utils/frequency-messages';
import { primaryButtonClass, SearchDialog, secondaryButtonClass } from './search-dialog';

const iconButtonClass =
  'inline-flex items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1.5 text-xs font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

/** My HouseHunt's saved searches, loaded for the signed-in person. */
export function MySavedSearches({ userId }: { userId: string }) {
  const { t } = useLingui();
  const saved = useQuery(savedSearchesQueryOptions(userId));
  return (
    <ListState
      query={saved}
      look="inline"
      loadingText={t`Loading your saved searches…`}
      errorTitle={t`Your saved searches could not be loaded.`}
    >
      {({ items }) => <SavedSearchList userId={userId} searches={items} />}
    </ListState>
  );
}

/** My saved searches: open one, change its criteria, rename it, choose how often it alerts, pause or resume it, delete it. */
export function SavedSearchList({ userId, searches }: { userId: string; searches: SavedSearch[] }) {
  const { t } = useLingui();
  const count = searches.length;
  const most = SAVED_SEARCH_LIMITS.maxPerUser;
  if (searches.length === 0) {
    return (
      <EmptyState
        icon={Search}
        title={t`No saved searches yet`}
        action={
          <Link to="/properties" className={primaryButtonClass}>
            <Trans>Search properties</Trans>
          </Link>
        }
      >
        <Trans>Search for homes, then choose “Save this search” to hear of new matches by email.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        <Trans>
          {count} of {most} saved searches
        </Trans>
      </p>
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
        {searches.map((search) => (
          <SavedSearchRow key={search.id} userId={userId} search={search} />
        ))}
      </ul>
    </>
  );
}

function SavedSearchRow({ userId, search }: { userId: string; search: SavedSearch }) {
  const { i18n, t } = useLingui();
  const name = search.name;
  const labels = frequencyLabels(i18n);
  const names = usePlaceNames();
  const shortPrice = useShortPrice();
  const update = useUpdateSavedSearch(userId);
  const remove = useDeleteSavedSearch(userId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const paused = search.frequency === 'off';
  const setFrequency = (frequency: SavedSearchFrequency) =>
    update.mutate({ id: search.id, frequency, version: search.version });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-stone-900 dark:text-stone-50">
          {paused ? (
            <BellOff className="size-4 shrink-0 text-stone-500" aria-label={t`Paused`} />
          ) : (
            <BellRing
              className="size-4 shrink-0 text-brand-600 dark:text-amber-400"
              aria-label={t`Alerts on`}
            />
          )}
          <span className="truncate">{search.name}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {describeCriteria(search.search, { i18n, names, shortPrice })}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
          <Link
            to={savedSearchAddress(search.search)}
            className="text-brand-700 underline-offset-2 hover:underline dark:text-amber-300"
          >
            <Trans>Open results</Trans>
          </Link>
          <Link
            to={editSavedSearchAddress(search.id, search.search)}
            aria-label={t`Edit criteria of ${name}`}
            className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline dark:text-amber-300"
          >
            <SlidersHorizontal className="size-3.5" aria-hidden="true" />
            <Trans>Edit criteria</Trans>
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`frequency-${search.id}`}>
          <Trans>Alerts for {name}</Trans>
        </label>
        <select
          id={`frequency-${search.id}`}
          value={search.frequency}
          disabled={update.isPending}
          onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
          className={`${controlClass} w-auto`}
        >
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {labels[frequency]}
            </option>
          ))}
        </select>
        {paused ? (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => setFrequency(RESUMED_FREQUENCY)}
            className={iconButtonClass}
          >
            <BellRing className="size-3.5" aria-hidden="true" />
            <Trans>Resume</Trans>
          </button>
        ) : (
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => setFrequency('off')}
            className={iconButtonClass}
          >
            <BellOff className="size-3.5" aria-hidden="true" />
            <Trans>Pause</Trans>
          </button>
        )}
        <button type="button" onClick={() => setRenaming(true)} className={iconButtonClass}>
          <Pencil className="size-3.5" aria-hidden="true" />
          <Trans>Rename</Trans>
        </button>
        <button type="button" onClick={() => setDeleting(true)} className={iconButtonClass}>
          <Trash2 className="size-3.5" aria-hidden="true" />
          <Trans>Delete</Trans>
        </button>
      </div>
      <RenameDialog
        open={renaming}
        name={search.name}
        busy={update.isPending}
        onClose={() => setRenaming(false)}
        onRename={(name) =>
          update.mutate(
            { id: search.id, name, version: search.version },
            { onSuccess: () => setRenaming(false) },
          )
        }
      />
      <ConfirmDialog
        open={deleting}
        title={t`Delete this saved search?`}
        tone="danger"
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate({ id: search.id, name: search.name }, { onSettled: () => setDeleting(false) })
        }
      >
        <Trans>
          “{name}” and its alerts will be gone. You can save the search again from the property search.
        </Trans>
      </ConfirmDialog>
    </li>
  );
}

/** A pause keeps no earlier choice: Resume turns alerts on once a day (the save form's default); the select changes it. */
const RESUMED_FREQUENCY: SavedSearchFrequency = 'daily';

type RenameDialogProps = {
  open: boolean;
  name: string;
  busy: boolean;
  onClose: () => void;
  onRename: (name: string) => void;
};

function RenameDialog({ open, name, busy, onClose, onRename }: RenameDialogProps) {
  const { t } = useLingui();
  return (
    <SearchDialog open={open} busy={busy} title={t`Rename saved search`} onClose={onClose}>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const field = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
          const next = field.value.trim();
          if (next) onRename(next);
        }}
      >
        <div>
          <label htmlFor="saved-search-name" className="mb-1.5 block text-sm font-medium">
            <Trans>Name</Trans>
          </label>
          <input
            id="saved-search-name"
            name="name"
            defaultValue={name}
            required
            maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
            className={controlClass}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? t`Saving…` : t`Save name`}
          </button>
        </div>
      </form>
    </SearchDialog>
  );
}
