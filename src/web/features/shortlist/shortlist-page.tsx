import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, Heart, Info, Trash2 } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { useSession } from '#web/lib/session';
import { CompareSelectedLink } from './components/compare-selected-link';
import { ListingCardGrid } from './components/listing-card-grid';
import { RemoveFromShortlistButton } from './components/remove-from-shortlist-button';
import { useRecentlyViewed } from './hooks/use-recently-viewed';
import { useShortlistCards } from './hooks/use-shortlist';

/** /shortlist: the listings the visitor keeps, and the ones they opened last. */
export function ShortlistPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const shortlist = useShortlistCards();
  const recent = useRecentlyViewed();
  const shortlistHeading = useRef<HTMLHeadingElement>(null);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  const count = shortlist.status === 'success' ? shortlist.cards.length : null;

  return (
    <>
      <PageIntro
        eyebrow={t`Shortlist`}
        title={t`Your shortlist`}
        lead={t`Keep the homes you like in one place, and come back to book a visit when you are ready.`}
      >
        {user ? null : <BrowserOnlyNote />}
      </PageIntro>
      <div className="container-page space-y-14 py-10">
        <ListSection
          id="shortlist-heading"
          headingRef={shortlistHeading}
          title={t`Shortlist`}
          detail={count ? <Plural value={count} one="# listing" other="# listings" /> : null}
          action={count ? <CompareSelectedLink /> : null}
        >
          <ListingCardGrid
            label={t`Shortlist`}
            loadError={t`Your shortlist could not be loaded.`}
            state={shortlist}
            actionFor={(listing) => (
              <RemoveFromShortlistButton
                listingId={listing.id}
                title={listing.title}
                onRemoved={() => shortlistHeading.current?.focus()}
              />
            )}
            empty={
              <EmptyState icon={Heart} title={t`Nothing on your shortlist yet`} action={<BrowseProperties />}>
                <Trans>
                  Tap the heart on any listing to keep it here, with its price, size and locality at a glance,
                  until you are ready to book a visit.
                </Trans>
              </EmptyState>
            }
          />
        </ListSection>

        <ListSection
          id="recently-viewed-heading"
          headingRef={recentHeading}
          title={t`Recently viewed`}
          action={
            recent.status === 'success' && recent.cards.length > 0 ? (
              <button
                type="button"
                onClick={() => {
                  if (recent.clearing) return;
                  recent.clear();
                  recentHeading.current?.focus();
                }}
                aria-disabled={recent.clearing}
                className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-100 aria-disabled:opacity-70 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Clear recently viewed</Trans>
              </button>
            ) : null
          }
        >
          <ListingCardGrid
            label={t`Recently viewed`}
            loadError={t`Your recently viewed could not be loaded.`}
            state={recent}
            empty={
              <EmptyState icon={Eye} title={t`No listings viewed yet`} action={<BrowseProperties />}>
                <Trans>
                  The properties you open appear here, latest first, so you can find your way back to them.
                </Trans>
              </EmptyState>
            }
          />
        </ListSection>
      </div>
    </>
  );
}

type ListSectionProps = {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

function ListSection({ id, headingRef, title, detail, action, children }: ListSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-baseline gap-3">
          {/* Focus comes here when a card leaves, so keyboard users keep their place. */}
          <h2
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-stone-900 focus:outline-none dark:text-stone-50"
          >
            {title}
          </h2>
          {detail ? <p className="text-sm text-stone-600 dark:text-stone-300">{detail}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Signed out, the lists live in this browser only: say so, and how to keep them. */
function BrowserOnlyNote() {
  return (
    <p className="mt-6 flex max-w-2xl items-start gap-3 rounded-xl border border-brand-200 bg-white p-4 text-sm text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200">
      <Info className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
      <span>
        <Trans>
          Your shortlist is saved in this browser only.{' '}
          <Link
            to="/login?returnTo=%2Fshortlist"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
          >
            Sign in
          </Link>{' '}
          to keep it on your account and see it on your phone and laptop alike.
        </Trans>
      </span>
    </p>
  );
}

/** The way to fill an empty list: the property search. */
function BrowseProperties() {
  return (
    <ButtonLink to="/properties" className="mt-2">
      <Trans>Browse properties</Trans>
    </ButtonLink>
  );
}
