import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageIntro } from '../../components/ui/page-intro';

export function PropertyDetailPage() {
  const { propertyId } = useParams();
  return (
    <>
      <PageIntro eyebrow={`Listing ${propertyId ?? ''}`} title="Property details" />
      <div className="container-page py-12">
        <ComingSoon
          title="Listing details are on their way"
          description="Photos, price, area, amenities and visit booking for this property will appear here."
        >
          <ButtonLink to="/properties" variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to properties
          </ButtonLink>
        </ComingSoon>
      </div>
    </>
  );
}
