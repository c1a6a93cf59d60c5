import { zodResolver } from '@hookform/resolvers/zod';
import { BellPlus, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import type { ListingSearch } from '#domain/listing-search';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  savedSearchCreateSchema,
  suggestedSearchName,
} from '#domain/saved-search';
import { optionsFrom, SelectField, TextField } from '#web/components/ui/form-fields';
import { savedSearchParams } from '#web/lib/property-search-params';
import { showServerErrors } from '#web/lib/server-field-errors';
import { useSession } from '#web/lib/session';
import { useCreateSavedSearch } from '../api/saved-searches';
import { primaryButtonClass, SearchDialog, secondaryButtonClass } from './search-dialog';

const saveFormSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type SaveFormInput = z.input<typeof saveFormSchema>;
type SaveForm = z.output<typeof saveFormSchema>;

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
          <SaveSearchForm userId={user.id} search={search} onBusy={setBusy} onDone={() => setOpen(false)} />
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

type SaveSearchFormProps = {
  userId: string;
  search: ListingSearch;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
};

function SaveSearchForm({ userId, search, onBusy, onDone }: SaveSearchFormProps) {
  const form = useForm<SaveFormInput, unknown, SaveForm>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: { name: suggestedSearchName(search), frequency: 'daily' },
  });
  const create = useCreateSavedSearch(userId);
  const submit = form.handleSubmit(async (values) => {
    onBusy(true);
    try {
      await create.mutateAsync({ ...values, search: savedSearchParams(search) });
      onDone();
    } catch (error) {
      showServerErrors(form, error, ['name', 'frequency']);
    } finally {
      onBusy(false);
    }
  });
  const problem = form.formState.errors.root?.server?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextField<SaveFormInput> name="name" label="Name" required enterKeyHint="done" />
        <SelectField<SaveFormInput>
          name="frequency"
          label="Email me new matches"
          required
          placeholder="Choose how often"
          options={optionsFrom(SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS)}
        />
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}{' '}
            <Link to="/account" className="font-semibold underline underline-offset-2">
              Manage saved searches
            </Link>
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} disabled={create.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
            {create.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {create.isPending ? 'Saving…' : 'Save search'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
