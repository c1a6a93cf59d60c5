import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '#web/lib/schema-resolver';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { propertyInputSchema, type PropertyData, type PropertyInput } from '#domain/property-schema';
import { DiscardChangesDialog } from '#web/components/ui/discard-changes-dialog';
import { useLeaveGuard } from '#web/components/ui/use-leave-guard';
import { ApiError } from '#web/lib/api-client';
import { showServerErrors } from '#web/lib/server-field-errors';
import type { ListingPhoto } from '#web/lib/listing-types';
import { AmenitiesFeaturesSection } from './amenities-features-section';
import { AreaDetailsSection } from './area-details-section';
import { BasicInformationSection } from './basic-information-section';
import { CommissionDetailsSection } from './commission-details-section';
import { FeaturedField } from './featured-field';
import { FormActions } from './form-actions';
import { listingMessage } from './listing-validation-messages';
import { LocationDetailsSection } from './location-details-section';
import { PropertyDetailsSection } from './property-details-section';
import { PropertyImagesSection } from './property-images-section';
import { ReraRegistrationSection } from './rera-registration-section';
import { PROPERTY_FIELD_NAMES, type PropertyFormValues } from './property-form-values';
import { usePhotoUploads } from './use-photo-uploads';
import {
  ADMIN_PROPERTY_FORM,
  PropertyFormSettingsContext,
  type PropertyFormSettings,
} from './property-form-settings';

/** What a valid form hands its page to save. */
export type PropertyDraft = { property: PropertyData; imageIds: string[] };

/** Which button saved: the main one, or the second (a lister's "Send for review" beside "Save draft"). */
export type SaveIntent = 'primary' | 'secondary';

type PropertyFormProps = {
  defaultValues: PropertyFormValues;
  storedPhotos: readonly ListingPhoto[];
  submitLabel: string;
  submittingLabel: string;
  /** Saves the draft; a rejected ApiError with `fields` puts the server's messages on the fields. */
  onSubmit: (draft: PropertyDraft, intent: SaveIntent) => Promise<void>;
  /** After a save: where to go next (leaving then asks nothing, as nothing is lost). */
  onSaved: () => void;
  /** A new listing carries its featured flag in the form; a stored one switches it on its own. */
  withFeaturedField?: boolean;
  /** Shown above the buttons, e.g. that someone else saved the listing meanwhile. */
  alert?: ReactNode;
  /** The stored listing being edited; absent for a new one. */
  listingId?: string;
  /** The team's form unless told otherwise: upload endpoint, Cancel's target, the price benchmark. */
  settings?: PropertyFormSettings;
  /** Above the sections, inside the form (it may read the fields), e.g. the lister's owner/agent choice. */
  header?: ReactNode;
  /** A second save button, e.g. "Send for review"; the page learns which one saved from `intent`. */
  secondarySubmit?: { label: string; submittingLabel: string };
  /** Below the sections, inside the form: e.g. the quality panel, given the photos the listing will have. */
  renderAside?: (photoCount: number) => ReactNode;
};

const propertyResolver = zodResolver(propertyInputSchema);

/** The button that submitted (Enter in a field counts as the first one): FormActions marks them data-intent. */
function intentOf(event: BaseSyntheticEvent | undefined): SaveIntent {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
  return submitter?.dataset.intent === 'secondary' ? 'secondary' : 'primary';
}

// The listing goes to the server as `{ property, imageIds }`; messages about photos go to the photos section.
const SERVER_ERROR_PLACEMENT = { bodyKey: 'property', sections: { imageIds: 'root.imageIds' } } as const;

/** The one listing form behind Add Property and Edit Property; the shared schema decides what is valid. */
export function PropertyForm({
  defaultValues,
  storedPhotos,
  submitLabel,
  submittingLabel,
  onSubmit,
  onSaved,
  withFeaturedField = false,
  alert,
  listingId,
  settings = ADMIN_PROPERTY_FORM,
  header,
  secondarySubmit,
  renderAside,
}: PropertyFormProps) {
  // Declared as the schema's input; the inputs hold its narrower PropertyFormValues, which the sections read.
  const form = useForm<PropertyInput, unknown, PropertyData>({
    resolver: propertyResolver,
    defaultValues,
    shouldFocusError: true,
  });
  const uploads = usePhotoUploads(storedPhotos, settings.photoUploadUrl);
  const { i18n, t } = useLingui();
  // Which button saved, for its "Saving..." label; the submit event's submitter says it.
  const [intent, setIntent] = useState<SaveIntent>('primary');
  const { errors, isSubmitting, isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty || uploads.changed, t`this listing`);

  const submit = form.handleSubmit(async (property, event) => {
    const chosen = intentOf(event);
    setIntent(chosen);
    try {
      await onSubmit({ property, imageIds: uploads.imageIds }, chosen);
      leaveGuard.allowLeaving();
      onSaved();
    } catch (error) {
      // The page has said the save failed; what remains is pointing at the fields the server named.
      if (!(error instanceof ApiError)) throw error;
      if (error.fields) showServerErrors(form, error, PROPERTY_FIELD_NAMES, SERVER_ERROR_PLACEMENT);
    }
  });

  return (
    <PropertyFormSettingsContext value={settings}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="space-y-6">
          {header}
          {withFeaturedField ? <FeaturedField /> : null}
          <BasicInformationSection listingId={listingId} />
          <CommissionDetailsSection />
          <LocationDetailsSection />
          <ReraRegistrationSection />
          <AreaDetailsSection />
          <PropertyDetailsSection />
          <AmenitiesFeaturesSection />
          <PropertyImagesSection
            uploads={uploads}
            error={errors.root?.imageIds?.message}
            disabled={isSubmitting}
          />
          {renderAside?.(uploads.imageIds.length)}
          {errors.root?.server ? (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
            >
              {listingMessage(i18n, errors.root.server.message ?? '')}
            </p>
          ) : null}
          {alert}
          <FormActions
            submitLabel={submitLabel}
            submittingLabel={submittingLabel}
            submitting={isSubmitting}
            uploading={uploads.uploading}
            uploadsFailed={uploads.failed}
            secondarySubmit={secondarySubmit}
            submittingIntent={intent}
          />
        </form>
        <DiscardChangesDialog {...leaveGuard.dialog} />
      </FormProvider>
    </PropertyFormSettingsContext>
  );
}
