import { useNavigate } from 'react-router';
import { useCreateListing } from './api/create-listing';
import { FormPageIntro } from './components/property-form/form-page-intro';
import { PropertyForm, type PropertyDraft } from '#web/components/property-form/property-form';
import { EMPTY_PROPERTY_FORM } from '#web/components/property-form/property-form-values';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const createListing = useCreateListing();

  const create = async (draft: PropertyDraft) => {
    await createListing.mutateAsync(draft);
  };

  return (
    <div className="space-y-6">
      <FormPageIntro subtitle="Create a new property listing" />
      <PropertyForm
        defaultValues={EMPTY_PROPERTY_FORM}
        storedPhotos={[]}
        withFeaturedField
        submitLabel="Create Property"
        submittingLabel="Creating Property..."
        onSubmit={create}
        onSaved={() => void navigate('/admin/properties')}
      />
    </div>
  );
}
