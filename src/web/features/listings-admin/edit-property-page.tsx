import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '#web/lib/toast';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/ui/page-loader';
import { ApiError } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { useSession } from '#web/lib/session';
import { useAdminListing, type AdminListingRecord } from './api/get-admin-listing';
import { useUpdateListing } from './api/update-listing';
import { LikelyDuplicatesPanel } from './components/duplicates/likely-duplicates-panel';
import { ConflictAlert } from '#web/components/property-form/conflict-alert';
import { AssignedAgentField } from './components/assignment/assigned-agent-field';
import { FeaturedToggle } from './components/property-form/featured-toggle';
import { ListingStatePanel } from './components/listing-state/listing-state-panel';
import { ListingReviewQuality } from './components/listing-state/listing-review-quality';
import { FormPageIntro } from './components/property-form/form-page-intro';
import { PropertyForm, type PropertyDraft } from '#web/components/property-form/property-form';
import { formValuesFromListing } from '#web/components/property-form/property-form-values';
import { VerificationSection } from './components/verification/verification-section';

const LIST_PATH = '/admin/properties';

/** What the admin is told when the listing cannot be opened (spec §8); a malformed id cannot name a listing. */
function loadFailureMessage(error: Error): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return 'Property not found';
  return 'Failed to fetch property data';
}

function MissingPropertyId() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error('Property ID not found', { id: 'property-id-not-found' });
    void navigate(LIST_PATH, { replace: true });
  }, [navigate]);
  return null;
}

function EditPropertyForm({ propertyId }: { propertyId: string }) {
  const navigate = useNavigate();
  // Featuring, duplicates, verification and the listing's agent are the admin's; an agent edits and moves.
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const listingQuery = useAdminListing(propertyId);
  const updateListing = useUpdateListing();
  // The version being edited stays put while the form is open: a background refetch must not wipe the
  // admin's changes, and the save must name the version they started from.
  const [edited, setEdited] = useState<AdminListingRecord | null>(null);
  if (edited === null && listingQuery.isSuccess && !listingQuery.isFetching) setEdited(listingQuery.data);
  // A move, "Still available" or an agent assigned here on the version the form holds moves the form on with it,
  // so the save that follows is not refused as someone else's change; one made on a newer version leaves the
  // clash to be told.
  const [formVersion, setFormVersion] = useState<number | null>(null);

  const loadError = edited === null ? listingQuery.error : null;
  useEffect(() => {
    if (!loadError) return;
    if (loadError instanceof ApiError && loadError.status === 401) {
      // The session ended: the admin guard takes over once the session is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session() });
      return;
    }
    toast.error(loadFailureMessage(loadError), { id: `property-load-failed:${propertyId}` });
    void navigate(LIST_PATH, { replace: true });
  }, [loadError, navigate, propertyId, queryClient]);

  if (!edited) return <PageLoader label="Loading property data..." />;

  const save = async ({ property, imageIds }: PropertyDraft) => {
    // The featured flag has its own switch above the form; a save leaves it alone.
    const { isFeatured: _featured, ...fields } = property;
    await updateListing.mutateAsync({
      id: edited.id,
      version: formVersion ?? edited.version,
      property: fields,
      imageIds,
    });
  };

  const reload = async () => {
    const result = await listingQuery.refetch();
    if (result.isSuccess) {
      updateListing.reset();
      setFormVersion(null);
      setEdited(result.data);
    } else {
      toast.error('Failed to fetch property data');
    }
  };

  const moveFormOn = (version: number, madeOnVersion: number) => {
    if (madeOnVersion === (formVersion ?? edited.version)) setFormVersion(version);
  };

  const conflict =
    updateListing.error instanceof ApiError && updateListing.error.status === 409
      ? updateListing.error
      : null;

  return (
    <>
      <ListingStatePanel
        listing={listingQuery.data ?? edited}
        onChanged={(saved, madeOnVersion) => moveFormOn(saved.version, madeOnVersion)}
      />
      <ListingReviewQuality listing={listingQuery.data ?? edited} />
      {isAdmin ? (
        <>
          <AssignedAgentField
            key={`agent:${(listingQuery.data ?? edited).assignedAgentId}`}
            listing={listingQuery.data ?? edited}
            onAssigned={moveFormOn}
          />
          <FeaturedToggle key={edited.id} listingId={edited.id} isFeatured={edited.isFeatured} />
          <LikelyDuplicatesPanel listingId={edited.id} />
        </>
      ) : null}
      <PropertyForm
        // A reload after a conflict starts the form again from the newer version.
        key={`${edited.id}:${edited.version}`}
        listingId={edited.id}
        defaultValues={formValuesFromListing(edited)}
        storedPhotos={edited.images}
        submitLabel="Update Property"
        submittingLabel="Updating Property..."
        onSubmit={save}
        onSaved={() => void navigate(LIST_PATH)}
        alert={
          conflict ? (
            <ConflictAlert message={conflict.message} reloading={listingQuery.isFetching} onReload={reload} />
          ) : null
        }
      />
      {/* Only for a listing that loaded: a missing one has no record to ask for, and the page says so once. */}
      {isAdmin ? <VerificationSection listingId={edited.id} /> : null}
    </>
  );
}

export function EditPropertyPage() {
  const { propertyId } = useParams();
  return (
    <div className="space-y-6">
      <FormPageIntro subtitle="Update property information" />
      {propertyId ? <EditPropertyForm key={propertyId} propertyId={propertyId} /> : <MissingPropertyId />}
    </div>
  );
}
