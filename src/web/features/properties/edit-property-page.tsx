import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { ComingSoon } from '../../components/ui/coming-soon';

export function EditPropertyPage() {
  const { propertyId } = useParams();
  return (
    <div className="space-y-6">
      <p className="text-stone-600 dark:text-stone-300">
        Update property information
        {propertyId ? (
          <span className="text-stone-500 dark:text-stone-400"> · Listing {propertyId}</span>
        ) : null}
      </p>
      <ComingSoon
        title="The edit form is coming soon"
        description="You will be able to change this listing's details, featured status and photos here."
      >
        <ButtonLink to="/admin/properties" variant="secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to properties
        </ButtonLink>
      </ComingSoon>
    </div>
  );
}
