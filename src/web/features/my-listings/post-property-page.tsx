import { LogIn } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { EMPTY_PROPERTY_FORM } from '#web/components/property-form/property-form-values';
import type { SaveIntent } from '#web/components/property-form/property-form';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { createMyListing, sendForReview, useRefreshMyListings } from './api/my-listing-writes';
import { ListerPropertyForm, type ListerDraft } from './components/lister-property-form';
import { NO_LISTER_CHOICE } from './utils/lister-choice';

export const MY_LISTINGS_PATH = '/account#my-listings';

/** The toast for a save the server refused; a refusal about fields also marks them on the form. */
export function saveFailed(error: unknown) {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.status === 400 && !error.fields)
    return; // Our own check of the owner/agent question: its message is on the form.
  toast.error(
    error instanceof ApiError && error.fields
      ? 'Please correct the highlighted fields'
      : `Could not save the listing. ${error instanceof Error ? error.message : ''}`.trim(),
  );
}

/** /post-property: anyone signed in posts a listing, saved as a draft or sent straight for the team's review. */
export function PostPropertyPage() {
  const { user } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Post property"
        title="Post your property"
        lead="Owners and RERA-registered agents list homes and commercial spaces for free. The HouseHunt team reviews every listing before it goes live."
      />
      <div className="container-page py-10">
        {user ? (
          <PostPropertyForm />
        ) : (
          <EmptyState
            icon={LogIn}
            title="Sign in to post your property"
            action={<ButtonLink to="/login?returnTo=%2Fpost-property">Sign in</ButtonLink>}
          >
            Your listings, their enquiries and visits stay together on My HouseHunt.
          </EmptyState>
        )}
      </div>
    </>
  );
}

function PostPropertyForm() {
  const navigate = useNavigate();
  const refresh = useRefreshMyListings();

  const post = async (draft: ListerDraft, intent: SaveIntent) => {
    let created;
    try {
      created = await createMyListing(draft);
    } catch (error) {
      saveFailed(error);
      throw error;
    } finally {
      void refresh();
    }
    if (intent === 'primary') {
      toast.success(`“${created.title}” saved as a draft`);
      return;
    }
    try {
      await sendForReview(created);
      toast.success(`“${created.title}” sent for review`);
    } catch (error) {
      // The draft is kept: the lister sends it again from My listings.
      toast.error(
        `“${created.title}” is saved as a draft but was not sent for review. ${error instanceof Error ? error.message : ''}`,
      );
    } finally {
      void refresh();
    }
  };

  return (
    <ListerPropertyForm
      defaultValues={EMPTY_PROPERTY_FORM}
      storedPhotos={[]}
      initialChoice={NO_LISTER_CHOICE}
      lastConfirmedAt={null}
      submitLabel="Save draft"
      submittingLabel="Saving draft..."
      secondarySubmit={{ label: 'Send for review', submittingLabel: 'Sending for review...' }}
      onSubmit={post}
      onSaved={() => void navigate(MY_LISTINGS_PATH)}
    />
  );
}
