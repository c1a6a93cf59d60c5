/**
 * The form of "Save this search": a name offered from the filters and how often to hear of new matches. Signed out,
 * the same form sends the visitor to sign in, carrying what they typed back to these results (return-to.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '#web/lib/schema-resolver';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ListingSearch } from '#domain/listing-search';
import { withResumeAction } from '#domain/return-to';
import {
  SAVE_SEARCH_RESUME_ACTION,
  SAVED_SEARCH_FREQUENCIES,
  savedSearchCreateSchema,
  savedSearchSchema,
  type SavedSearch,
} from '#domain/saved-search';
import { optionsFrom, SelectField, TextField } from '#web/components/ui/form-fields';
import { ApiError } from '#web/lib/api-client';
import { usePlaceNames } from '#web/lib/place-names';
import { savedSearchParams } from '#domain/listing-search-address';
import { showServerErrors } from '#web/lib/server-field-errors';
import { useCreateSavedSearch } from '../api/saved-searches';
import { frequencyLabels } from '../utils/frequency-messages';
import { suggestedNameIn } from '../utils/search-name';
import { primaryButtonClass, secondaryButtonClass } from './search-dialog';

const saveFormSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
export type SaveFormInput = z.input<typeof saveFormSchema>;
type SaveForm = z.output<typeof saveFormSchema>;

type SaveSearchFormProps = {
  /** Null signed out: the form then sends the visitor to sign in, and brings them back to it. */
  userId: string | null;
  search: ListingSearch;
  /** What the visitor typed before signing in, when they come back. */
  typed?: Partial<SaveFormInput>;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
};

export function SaveSearchForm({ userId, search, typed, onBusy, onDone }: SaveSearchFormProps) {
  const { i18n, t } = useLingui();
  const names = usePlaceNames();
  const form = useForm<SaveFormInput, unknown, SaveForm>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: {
      name: typed?.name || suggestedNameIn(search, i18n, names),
      frequency: typed?.frequency ?? 'daily',
    },
  });
  const create = useCreateSavedSearch(userId ?? '');
  const [existing, setExisting] = useState<SavedSearch | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const submit = form.handleSubmit(async (values) => {
    if (!userId) {
      const returnTo = withResumeAction(
        `${location.pathname}${location.search}`,
        SAVE_SEARCH_RESUME_ACTION,
        values,
      );
      void navigate(`/login?${new URLSearchParams({ returnTo })}`);
      return;
    }
    onBusy(true);
    try {
      await create.mutateAsync({ ...values, search: savedSearchParams(search) });
      onDone();
    } catch (error) {
      const saved = alreadySaved(error);
      if (saved) setExisting(saved);
      else showServerErrors(form, error, ['name', 'frequency']);
    } finally {
      onBusy(false);
    }
  });
  const problem = form.formState.errors.root?.server?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {userId ? null : (
          <p className="text-sm text-stone-700 dark:text-stone-200">
            <Trans>
              Saved searches live on your HouseHunt account, so we can tell you when a new home matches. Sign
              in and we will bring you back to these results to save them.
            </Trans>
          </p>
        )}
        <TextField<SaveFormInput> name="name" label={t`Name`} required enterKeyHint="done" />
        <SelectField<SaveFormInput>
          name="frequency"
          label={t`Email me new matches`}
          required
          placeholder={t`Choose how often`}
          options={optionsFrom(SAVED_SEARCH_FREQUENCIES, frequencyLabels(i18n))}
        />
        {existing ? (
          <p role="alert" className="text-sm text-stone-800 dark:text-stone-100">
            <AlreadySaved name={existing.name} />{' '}
            <Link to="/account" className="font-semibold underline underline-offset-2">
              <Trans>Open saved search</Trans>
            </Link>
          </p>
        ) : problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}{' '}
            <Link to="/account" className="font-semibold underline underline-offset-2">
              <Trans>Manage saved searches</Trans>
            </Link>
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} disabled={create.isPending} className={secondaryButtonClass}>
            {userId ? t`Cancel` : t`Not now`}
          </button>
          <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
            {create.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {!userId ? t`Sign in to save` : create.isPending ? t`Saving…` : t`Save search`}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The saved search a 409 SAVED_SEARCH_EXISTS names, or null for any other failure. */
function alreadySaved(error: unknown): SavedSearch | null {
  if (!(error instanceof ApiError) || error.code !== 'SAVED_SEARCH_EXISTS') return null;
  const current = savedSearchSchema.safeParse(error.current);
  return current.success ? current.data : null;
}

function AlreadySaved({ name }: { name: string }) {
  return <Trans>You already saved this search as “{name}”.</Trans>;
}
