import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueries } from '@tanstack/react-query';
import { CalendarDays, LogIn, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePlaceNames } from '#web/lib/place-names';
import { indiaTimeOfDay, indiaToday } from '#domain/india-calendar';
import type { MyVisit } from '#domain/my-account';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { useSession } from '#web/lib/session';
import { myVisitsQueryOptions } from '#web/features/account/api/my-account';
import { VisitChecklist } from '#web/features/account/components/visit-checklist';
import { VisitPlace } from '#web/features/account/components/visit-place';
import { checklistIn } from '#web/features/account/utils/visit-checklist-messages';
import { visitDateText } from '#web/features/account/utils/visit-labels';
import { visitSlotText } from '#web/lib/labels/visit-slots';
import { listingQueryOptions } from '#web/features/property-detail/api/get-listing';
import { listingVerificationQueryOptions } from '#web/features/property-detail/api/get-listing-verification';
import { mapsUrl } from '#web/features/property-detail/components/outbound-links';

const OPEN_STATUSES = new Set<MyVisit['status']>(['pending', 'confirmed']);

/** Whether the browser says it has a network; follows it as it changes. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * /account/visit-day, "Visit day": today's and upcoming visits with the address, time, reference and how to reach
 * the place, and a checklist per visit. The service worker keeps the answers it reads (decision 029), so the page
 * works with no network on the day.
 */
export function VisitDayPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnline();
  if (!user) {
    return (
      <>
        <PageIntro title={t`Visit day`} />
        <div className="container-page py-10">
          <EmptyState
            icon={LogIn}
            title={t`Sign in to see your visits`}
            action={
              <ButtonLink to="/login?returnTo=%2Faccount%2Fvisit-day">
                <Trans>Sign in</Trans>
              </ButtonLink>
            }
          >
            <Trans>Visit day lists the visits you booked, with a checklist for each.</Trans>
          </EmptyState>
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro
        eyebrow={t`My HouseHunt`}
        title={t`Visit day`}
        lead={t`Today's and upcoming visits, how to reach each place, and what to check while you are there.`}
      />
      <div className="container-page space-y-6 py-10">
        <VisitDayList userId={user.id} online={online} />
      </div>
    </>
  );
}

function VisitDayList({ userId, online }: { userId: string; online: boolean }) {
  const { t } = useLingui();
  const visits = useQuery({ ...myVisitsQueryOptions(userId), networkMode: 'offlineFirst' });
  if (visits.isPending) {
    return (
      <p>
        <Trans>Loading your visits…</Trans>
      </p>
    );
  }
  if (visits.isError) {
    return (
      <p role="alert">
        <Trans>Your visits could not be loaded.</Trans> {visits.error.message}
      </p>
    );
  }
  const today = indiaToday(new Date());
  const savedAt = indiaTimeOfDay(new Date(visits.dataUpdatedAt));
  const coming = visits.data.items
    .filter((visit) => OPEN_STATUSES.has(visit.status) && visit.preferredDate >= today)
    .sort((a, b) => a.preferredDate.localeCompare(b.preferredDate));
  return (
    <>
      {online ? null : (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-stone-800 dark:text-amber-200"
        >
          <WifiOff className="size-4" aria-hidden />
          <Trans>You are offline — showing what was saved at {savedAt}</Trans>
        </p>
      )}
      {coming.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t`No visits today or coming up`}>
          <Trans>
            Visits you book appear here with a checklist. <Link to="/account">Back to My HouseHunt</Link>
          </Trans>
        </EmptyState>
      ) : (
        <ul className="space-y-6">
          {coming.map((visit) => (
            <VisitCard key={visit.id} visit={visit} isToday={visit.preferredDate === today} online={online} />
          ))}
        </ul>
      )}
    </>
  );
}

function VisitCard({ visit, isToday, online }: { visit: MyVisit; isToday: boolean; online: boolean }) {
  const { i18n, t } = useLingui();
  const places = usePlaceNames();
  const listingId = visit.listing.id;
  const [listing, verification] = useQueries({
    queries: [
      { ...listingQueryOptions(listingId ?? ''), enabled: listingId !== null, networkMode: 'offlineFirst' },
      {
        ...listingVerificationQueryOptions(listingId ?? ''),
        enabled: listingId !== null,
        networkMode: 'offlineFirst',
      },
    ] as const,
  });
  const place = listing.data;
  const checklist = place ? checklistIn(i18n, place.propertyStatus, verification.data?.checks ?? null) : null;
  const date = visitDateText(i18n, visit.preferredDate);
  const slot = visitSlotText(i18n, visit.timeSlot);
  const reference = visit.reference;
  return (
    <li
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
      data-testid="visit-day-visit"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-amber-300">
          {isToday ? t`Today` : t`Coming up`}
        </p>
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          {listingId ? <Link to={`/property/${listingId}`}>{visit.listing.title}</Link> : visit.listing.title}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <Trans>
            {date}, {slot} (India time) · Reference <span className="font-mono">{reference}</span>
          </Trans>
        </p>
      </div>
      {place ? (
        <VisitPlace
          title={visit.listing.title}
          address={[place.address, place.landmark, places.city(place.city), place.pincode]
            .filter(Boolean)
            .join(', ')}
          latitude={place.latitude}
          longitude={place.longitude}
          approximate={place.locationApproximate}
          directionsUrl={mapsUrl(place)}
          online={online}
        />
      ) : null}
      {checklist ? (
        <div className="grid gap-4 md:grid-cols-3">
          <VisitChecklist visitId={visit.id} title={t`Documents to see`} items={checklist.documents} />
          <VisitChecklist visitId={visit.id} title={t`Questions to ask`} items={checklist.questions} />
          <VisitChecklist
            visitId={visit.id}
            title={t`Not yet confirmed by our team`}
            items={checklist.openChecks}
            empty={t`Our team has confirmed every check.`}
          />
        </div>
      ) : null}
    </li>
  );
}
