import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { useNavigate } from 'react-router';
import { listingMessage } from '#web/components/property-form/listing-validation-messages';
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

/** Why a save or a send failed, as the server (or the browser) said it, in the page's language. */
export function failureReason(i18n: I18n, error: unknown): string {
  return error instanceof Error ? listingMessage(i18n, error.message) : '';
}

/** The toast for a save the server refused; a refusal about fields also marks them on the form. */
export function saveFailed(i18n: I18n, error: unknown) {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.status === 400 && !error.fields)
    return; // Our own check of the owner/agent question: its message is on the form.
  const reason = failureReason(i18n, error);
  toast.error(
    error instanceof ApiError && error.fields
      ? i18n._(msg`Please correct the highlighted fields`)
      : i18n._(msg`Could not save the listing. ${reason}`).trim(),
  );
}

/** /post-property: anyone signed in posts a listing, saved as a draft or sent straight for the team's review. */
export function PostPropertyPage() {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`Post property`}
        title={t`Post your property`}
        lead={t`Owners and RERA-registered agents list homes and commercial spaces for free. The HouseHunt team reviews every listing before it goes live.`}
      />
      <div className="container-page py-10">
        {user ? (
          <PostPropertyForm />
        ) : (
          <EmptyState
            icon={LogIn}
            title={t`Sign in to post your property`}
            action={
              <ButtonLink to="/login?returnTo=%2Fpost-property">
                <Trans>Sign in</Trans>
              </ButtonLink>
            }
          >
            <Trans>Your listings, their enquiries and visits stay together on My HouseHunt.</Trans>
          </EmptyState>
        )}
      </div>
    </>
  );
}

function PostPropertyForm() {
  const navigate = useNavigate();
  const refresh = useRefreshMyListings();
  const { i18n, t } = useLingui();

  const post = async (draft: ListerDraft, intent: SaveIntent) => {
    let created;
    try {
      created = await createMyListing(draft);
    } catch (error) {
      saveFailed(i18n, error);
      throw error;
    } finally {
      void refresh();
    }
    const title = created.title;
    if (intent === 'primary') {
      toast.success(t`“${title}” saved as a draft`);
      return;
    }
    try {
      await sendForReview(created);
      toast.success(t`“${title}” sent for review`);
    } catch (error) {
      // The draft is kept: the lister sends it again from My listings.
      const reason = failureReason(i18n, error);
      toast.error(t`“${title}” is saved as a draft but was not sent for review. ${reason}`);
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
      submitLabel={t`Save draft`}
      submittingLabel={t`Saving draft...`}
      secondarySubmit={{ label: t`Send for review`, submittingLabel: t`Sending for review...` }}
      onSubmit={post}
      onSaved={() => void navigate(MY_LISTINGS_PATH)}
    />
  );
}
