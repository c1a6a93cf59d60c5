import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#web/lib/toast';
import { useNavigate, useParams } from 'react-router';
import type { MyListing } from '#domain/my-listings';
import { ConflictAlert } from '#web/components/property-form/conflict-alert';
import { listingMessage } from '#web/components/property-form/listing-validation-messages';
import type { SaveIntent } from '#web/components/property-form/property-form';
import { formValuesFromListing } from '#web/components/property-form/property-form-values';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { PageLoader } from '#web/components/ui/page-loader';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import {
  myListingQueryOptions,
  saveMyListing,
  sendForReview,
  useMyListing,
  useRefreshMyListings,
} from './api/my-listing-writes';
import { ListerPropertyForm, type ListerDraft } from './components/lister-property-form';
import { failureReason, MY_LISTINGS_PATH, saveFailed } from './post-property-page';
import { LISTING_STATE_MESSAGES } from './utils/listing-state-messages';

/** /account/listings/:id/edit: one of my listings in the posting form, saved over the version opened. */
export function EditMyListingPage() {
  const { user } = useSession();
  const { listingId } = useParams();
  const { t } = useLingui();
  return (
    <>
      <PageIntro eyebrow={t`My listings`} title={t`Edit your listing`} />
      <div className="container-page py-10">
        {!user ? (
          <EmptyState
            icon={TriangleAlert}
            title={t`Sign in to edit your listing`}
            action={
              <ButtonLink to="/login?returnTo=%2Faccount">
                <Trans>Sign in</Trans>
              </ButtonLink>
            }
          >
            <Trans>Your listings are on My HouseHunt once you are signed in.</Trans>
          </EmptyState>
        ) : listingId ? (
          <EditMyListing key={listingId} userId={user.id} listingId={listingId} />
        ) : null}
      </div>
    </>
  );
}

function EditMyListing({ userId, listingId }: { userId: string; listingId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshMyListings();
  const { i18n, t } = useLingui();
  const query = useMyListing(userId, listingId);
  // The version being edited stays put while the form is open; a reload after a conflict replaces it.
  const [edited, setEdited] = useState<MyListing | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [reloading, setReloading] = useState(false);
  if (edited === null && query.isSuccess) setEdited(query.data);

  if (query.isError && edited === null) {
    const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <EmptyState
        icon={TriangleAlert}
        title={missing ? t`Listing not found` : t`Could not open the listing`}
        action={
          <ButtonLink to={MY_LISTINGS_PATH}>
            <Trans>Back to My listings</Trans>
          </ButtonLink>
        }
      >
        {missing ? t`It may have been removed, or it is not one of yours.` : failureReason(i18n, query.error)}
      </EmptyState>
    );
  }
  if (!edited) return <PageLoader label={t`Loading your listing...`} />;

  const save = async (draft: ListerDraft, intent: SaveIntent) => {
    let saved: MyListing;
    try {
      saved = await saveMyListing(edited.id, { ...draft, version: edited.version });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error);
      else saveFailed(i18n, error);
      throw error;
    } finally {
      void refresh();
    }
    const title = saved.title;
    if (intent === 'secondary') {
      try {
        await sendForReview(saved);
        toast.success(t`“${title}” sent for review`);
        return;
      } catch (error) {
        const reason = failureReason(i18n, error);
        toast.error(t`“${title}” is saved but was not sent for review. ${reason}`);
        return;
      } finally {
        void refresh();
      }
    }
    toast.success(t`“${title}” saved`);
  };

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...myListingQueryOptions(userId, listingId),
        staleTime: 0,
      });
      setConflict(null);
      setEdited(fresh);
    } catch {
      toast.error(t`Could not load the listing again`);
    } finally {
      setReloading(false);
    }
  };

  const sentBack = edited.listingState === 'draft' && edited.reviewNote;
  const stateName = i18n._(LISTING_STATE_MESSAGES[edited.listingState]);
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        <Trans>
          State: <strong>{stateName}</strong>
        </Trans>
      </p>
      {sentBack ? (
        <div
          role="note"
          className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <p className="font-semibold">
            <Trans>The HouseHunt team sent this listing back</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line">{edited.reviewNote}</p>
        </div>
      ) : null}
      <ListerPropertyForm
        key={`${edited.id}:${edited.version}`}
        listingId={edited.id}
        defaultValues={formValuesFromListing(edited)}
        storedPhotos={edited.images}
        initialChoice={{ kind: edited.listerKind, reraNumber: edited.listerReraNumber ?? '' }}
        lastConfirmedAt={edited.lastConfirmedAt}
        submitLabel={t`Save changes`}
        submittingLabel={t`Saving...`}
        secondarySubmit={
          edited.listingState === 'draft'
            ? { label: t`Send for review`, submittingLabel: t`Sending for review...` }
            : undefined
        }
        onSubmit={save}
        onSaved={() => void navigate(MY_LISTINGS_PATH)}
        alert={
          conflict ? (
            <ConflictAlert
              message={listingMessage(i18n, conflict.message)}
              reloading={reloading}
              onReload={reload}
            />
          ) : null
        }
      />
    </div>
  );
}
