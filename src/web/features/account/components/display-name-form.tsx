import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '#web/lib/schema-resolver';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast';
import { profileNameSchema, type ProfileNameInput } from '#domain/profile-update';
import { TextField } from '#web/components/ui/form-fields';
import { showServerErrors } from '#web/lib/server-field-errors';
import type { SessionUser } from '#web/lib/session';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The name HouseHunt greets the visitor with and shows the team, changed on My HouseHunt; the photo stays as
 * it is (the same profile write as the admin's profile page).
 */
export function DisplayNameForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const form = useForm<ProfileNameInput, unknown, ProfileNameInput>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { name: user.name ?? '' },
  });
  const update = useUpdateProfile();
  const submit = form.handleSubmit(({ name }) =>
    update.mutateAsync({ name, photoURL: user.photoURL ?? '', version: user.version }).then(
      ({ user: saved }) => {
        form.reset({ name: saved.name ?? '' });
        toast.success(t`Your name is saved`, { id: 'name-saved' });
      },
      (error: unknown) => showServerErrors(form, error, ['name']),
    ),
  );
  const problem = form.formState.errors.root?.server?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t`Your name`}
        onSubmit={(event) => void submit(event)}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
      >
        <TextField<ProfileNameInput>
          name="name"
          label={t`Your name`}
          required
          autoComplete="name"
          hint={t`How we greet you and how our team sees you.`}
        />
        <button
          type="submit"
          aria-disabled={update.isPending}
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          {update.isPending ? t`Saving…` : t`Save name`}
        </button>
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}
