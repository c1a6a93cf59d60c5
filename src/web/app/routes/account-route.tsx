import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { useSession } from '#web/lib/session';
import { AccountData } from '#web/features/account/components/account-data';
import { AccountDeleted, useAccountDeletion } from '#web/features/account/components/account-deleted';
import { MyEnquiries } from '#web/features/account/components/my-enquiries';
import { MyVisits } from '#web/features/account/components/my-visits';
import { DisplayNameForm } from '#web/features/account/components/display-name-form';
import { ListingPhone } from '#web/features/account/components/listing-phone';
import { MyListings } from '#web/features/my-listings/components/my-listings-section';
import { MySavedSearches } from '#web/features/saved-searches/components/saved-search-list';
import { ListingCardGrid } from '#web/features/shortlist/components/listing-card-grid';
import { RemoveFromShortlistButton } from '#web/features/shortlist/components/remove-from-shortlist-button';
import { useShortlistCards } from '#web/features/shortlist/hooks/use-shortlist';

/** /account, "My HouseHunt": a signed-in visitor's visits, enquiries, saved searches, shortlist and data. */
export function MyHouseHuntPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const deletion = useAccountDeletion();
  if (!user) {
    return (
      <>
        <PageIntro title={t`My HouseHunt`} />
        <div className="container-page space-y-8 py-10">
          {deletion ? <AccountDeleted answer={deletion} /> : null}
          <EmptyState
            icon={LogIn}
            title={t`Sign in to see your visits and saved searches`}
            action={
              <ButtonLink to="/login?returnTo=%2Faccount">
                <Trans>Sign in</Trans>
              </ButtonLink>
            }
          >
            <Trans>
              My HouseHunt keeps the visits you booked, your enquiries, saved searches and shortlist together.
            </Trans>
          </EmptyState>
        </div>
      </>
    );
  }
  const name = user.name || user.email;
  return (
    <>
      <PageIntro
        eyebrow={t`My HouseHunt`}
        title={t`Hello, ${name}`}
        lead={t`Your visits, enquiries, saved searches and shortlist in one place.`}
      />
      <div className="container-page space-y-12 py-10">
        <Section id="my-visits" title={t`My visits`}>
          <ButtonLink to="/account/visit-day">
            <Trans>Visit day: today's visits and checklists</Trans>
          </ButtonLink>
          <MyVisits userId={user.id} />
        </Section>
        <Section id="my-saved-searches" title={t`My saved searches`}>
          <MySavedSearches userId={user.id} />
        </Section>
        <Section id="my-shortlist" title={t`My shortlist`}>
          <MyShortlist />
        </Section>
        <Section id="my-listings" title={t`My listings`}>
          <ButtonLink to="/account/leads">
            <Trans>See my leads: visits and enquiries on my listings</Trans>
          </ButtonLink>
          <MyListings userId={user.id} />
        </Section>
        <Section id="my-enquiries" title={t`My enquiries`}>
          <MyEnquiries userId={user.id} />
        </Section>
        <Section id="my-phone" title={t`My phone number on listings`}>
          <ListingPhone userId={user.id} />
        </Section>
        <Section id="my-data" title={t`My data`}>
          <DisplayNameForm user={user} />
          <AccountData email={user.email} />
        </Section>
      </div>
    </>
  );
}

function MyShortlist() {
  const { t } = useLingui();
  const shortlist = useShortlistCards();
  return (
    <ListingCardGrid
      label={t`Shortlist`}
      loadError={t`Your shortlist could not be loaded.`}
      state={shortlist}
      actionFor={(listing) => (
        <RemoveFromShortlistButton
          listingId={listing.id}
          title={listing.title}
          // Keyboard users keep their place when the card they were on leaves.
          onRemoved={() => document.getElementById('my-shortlist-heading')?.focus()}
        />
      )}
      empty={
        <EmptyState icon={Heart} title={t`Nothing on your shortlist yet`}>
          <Trans>Tap the heart on any listing to keep it here.</Trans>
        </EmptyState>
      }
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2
        id={`${id}-heading`}
        className="text-2xl font-bold tracking-tight text-stone-900 dark:text-stone-50"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
