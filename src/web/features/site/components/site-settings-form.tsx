import { zodResolver } from '#web/lib/schema-resolver';
import { LoaderCircle } from 'lucide-react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { toast } from '#web/lib/toast';
import { siteSettingsSchema, type SiteSettings } from '#domain/site-settings';
import { SEARCH_PAGE_SIZES } from '#domain/listing-search';
import { showServerErrors } from '#web/lib/server-field-errors';
import { ApiError } from '#web/lib/api-client';
import type { EditableSiteSettings } from '#domain/site-settings';
import { useSaveSiteSettings } from '#web/features/site/api/save-site-settings';
import {
  FormProblem,
  primaryButtonClass,
  secondaryButtonClass,
} from '#web/components/admin/admin-form-controls';
import { TextField } from '#web/components/ui/form-fields';

const SOCIAL_LINKS = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/househunt' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/househunt' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/househunt' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/househunt' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@househunt' },
] as const satisfies ReadonlyArray<{ key: keyof SiteSettings['social']; label: string; placeholder: string }>;

const FIELD_NAMES: Path<SiteSettings>[] = [
  'siteName',
  'contactPhone',
  'contactEmail',
  'address',
  'listingsPerPage',
  ...SOCIAL_LINKS.map(({ key }) => `social.${key}` as const),
];

// An emptied link is no link: the schema takes a missing one, never an empty one.
const blankAsMissing = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' ? undefined : text;
};

type SiteSettingsFormProps = {
  saved: EditableSiteSettings;
  /** Fetches the settings again (after someone else saved) and starts the form over from them. */
  onReload: () => void;
  reloading: boolean;
};

/** The site's name, contacts, social links and listings per page, checked by the same schema as the API. */
export function SiteSettingsForm({ saved, onReload, reloading }: SiteSettingsFormProps) {
  const form = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: saved.settings,
  });
  const save = useSaveSiteSettings();
  const { errors, isDirty } = form.formState;
  const conflict = save.error instanceof ApiError && save.error.status === 409 ? save.error : null;

  const submit = form.handleSubmit((settings) =>
    save.mutateAsync({ settings, version: saved.version }).then(
      (result) => {
        form.reset(result.settings);
        toast.success('Site settings saved', { id: 'site-settings-saved' });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) return;
        showServerErrors(form, error, FIELD_NAMES);
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
        <fieldset className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <legend className="mb-4 text-base font-semibold text-stone-900 dark:text-stone-50">
            Name and contacts
          </legend>
          <TextField<SiteSettings> name="siteName" label="Site name" required autoComplete="organization" />
          <TextField<SiteSettings>
            name="contactPhone"
            label="Contact phone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Shown on Contact us and in the footer, e.g. +91 80 4567 8900."
          />
          <TextField<SiteSettings>
            name="contactEmail"
            label="Contact email"
            required
            type="email"
            autoComplete="email"
          />
          <TextField<SiteSettings>
            name="listingsPerPage"
            label="Listings per page"
            required
            type="number"
            inputMode="numeric"
            min={6}
            max={SEARCH_PAGE_SIZES.max}
            registerOptions={{ valueAsNumber: true }}
            hint={`How many listings each page of the property search shows: 6 to ${SEARCH_PAGE_SIZES.max}.`}
          />
          <TextField<SiteSettings>
            name="address"
            label="Office address"
            required
            autoComplete="street-address"
            className="md:col-span-2"
          />
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-stone-900 dark:text-stone-50">
            Social links
          </legend>
          <p className="text-sm text-stone-600 md:col-span-2 dark:text-stone-300">
            Full addresses starting with https://. Leave a network empty to hide it from the site.
          </p>
          {SOCIAL_LINKS.map(({ key, label, placeholder }) => (
            <TextField<SiteSettings>
              key={key}
              name={`social.${key}`}
              label={label}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              registerOptions={{ setValueAs: blankAsMissing }}
            />
          ))}
        </fieldset>
        {conflict ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>{conflict.message}</p>
            <button type="button" onClick={onReload} disabled={reloading} className={secondaryButtonClass}>
              {reloading ? 'Reloading…' : 'Reload settings'}
            </button>
          </div>
        ) : null}
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <div className="sm:mr-auto">
            <FormProblem message={errors.root?.server?.message} />
          </div>
          <button
            type="button"
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(saved.settings)}
            className={secondaryButtonClass}
          >
            Discard changes
          </button>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
