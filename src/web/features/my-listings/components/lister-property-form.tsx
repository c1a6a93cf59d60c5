import { useState, type ComponentProps } from 'react';
import type { Lister } from '#domain/my-listings';
import {
  PropertyForm,
  type PropertyDraft,
  type SaveIntent,
} from '#web/components/property-form/property-form';
import type { PropertyFormSettings } from '#web/components/property-form/property-form-settings';
import { ApiError } from '#web/lib/api-client';
import { listerChoiceProblem, listerFromChoice, type ListerChoice } from '../utils/lister-choice';
import { ListerSection } from './lister-section';
import { LiveListingQuality } from './live-listing-quality';

export const LISTER_PROPERTY_FORM: PropertyFormSettings = {
  photoUploadUrl: '/api/me/listings/photos',
  cancelTo: '/account#my-listings',
  // The usual price of the area is the team's tool: the lister's form does not ask for it.
  priceBenchmark: false,
};

/** What a lister's save sends besides the form: who they are. The featured flag is the team's alone. */
export type ListerDraft = {
  property: Omit<PropertyDraft['property'], 'isFeatured'>;
  imageIds: string[];
  lister: Lister;
};

type ListerPropertyFormProps = Pick<
  ComponentProps<typeof PropertyForm>,
  'defaultValues' | 'storedPhotos' | 'submitLabel' | 'submittingLabel' | 'onSaved' | 'listingId' | 'alert'
> & {
  initialChoice: ListerChoice;
  lastConfirmedAt: string | null;
  secondarySubmit?: { label: string; submittingLabel: string } | undefined;
  onSubmit: (draft: ListerDraft, intent: SaveIntent) => Promise<void>;
};

/** The team's listing form as a lister fills it: who posts it first, the quality score as they type. */
export function ListerPropertyForm({
  initialChoice,
  lastConfirmedAt,
  onSubmit,
  ...formProps
}: ListerPropertyFormProps) {
  const [choice, setChoice] = useState(initialChoice);
  const [listerError, setListerError] = useState<string | null>(null);

  const submit = async ({ property, imageIds }: PropertyDraft, intent: SaveIntent) => {
    const problem = listerChoiceProblem(choice, property.state);
    const lister = listerFromChoice(choice);
    if (problem !== null || lister === null) {
      setListerError(problem);
      document.getElementById(choice.kind === 'agent' ? 'lister-rera-number' : 'lister-kind-owner')?.focus();
      // An ApiError without fields: the form stays as it is and the message is on the owner/agent question.
      throw new ApiError(400, 'VALIDATION_ERROR', problem ?? '');
    }
    setListerError(null);
    const { isFeatured: _featured, ...fields } = property;
    try {
      await onSubmit({ property: fields, imageIds, lister }, intent);
    } catch (error) {
      const listerField = error instanceof ApiError ? error.fields?.['lister.reraNumber'] : undefined;
      if (listerField) setListerError(listerField);
      throw error;
    }
  };

  return (
    <PropertyForm
      {...formProps}
      settings={LISTER_PROPERTY_FORM}
      onSubmit={submit}
      header={
        <ListerSection
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            setListerError(null);
          }}
          error={listerError}
        />
      }
      renderAside={(photoCount) => (
        <LiveListingQuality photoCount={photoCount} lastConfirmedAt={lastConfirmedAt} />
      )}
    />
  );
}
