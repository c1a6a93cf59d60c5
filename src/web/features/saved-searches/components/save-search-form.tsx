/** The form of "Save this search": a name offered from the filters and how often to hear of new matches. */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
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
import { useCreateSavedSearch } from '../api/saved-searches';
import { primaryButtonClass, secondaryButtonClass } from './search-dialog';

const saveFormSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type SaveFormInput = z.input<typeof saveFormSchema>;
type SaveForm = z.output<typeof saveFormSchema>;

type SaveSearchFormProps = {
  userId: string;
  search: ListingSearch;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
};

export function SaveSearchForm({ userId, search, onBusy, onDone }: SaveSearchFormProps) {
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
