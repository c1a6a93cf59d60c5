import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { myEnquiriesQueryOptions } from '../api/my-account';
import { ENQUIRY_STATUS_MESSAGES } from '#web/lib/labels/enquiry-statuses';
import { ENQUIRY_KIND_MESSAGES } from '../utils/visit-labels';

const sentOn = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(at));

/** The enquiries I sent while signed in, and where the team is with each. */
export function MyEnquiries({ userId }: { userId: string }) {
  const { i18n, t } = useLingui();
  const enquiries = useQuery(myEnquiriesQueryOptions(userId));
  return (
    <ListState
      query={enquiries}
      look="inline"
      loadingText={t`Loading your enquiries…`}
      errorTitle={t`Your enquiries could not be loaded.`}
      empty={{
        when: ({ items }) => items.length === 0,
        show: (
          <EmptyState icon={MessageSquare} title={t`No enquiries yet`}>
            <Trans>
              Questions you send us while signed in appear here, with where our team is with each.
            </Trans>
          </EmptyState>
        ),
      }}
    >
      {({ items }) => (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
          {items.map((enquiry) => (
            <li
              key={enquiry.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900 dark:text-stone-50">
                  {enquiry.listing?.id ? (
                    <Link to={`/property/${enquiry.listing.id}`} className="hover:underline">
                      {enquiry.listing.title}
                    </Link>
                  ) : (
                    i18n._(ENQUIRY_KIND_MESSAGES[enquiry.kind])
                  )}
                </p>
                <p className="truncate text-sm text-stone-600 dark:text-stone-300">
                  <SentOn at={sentOn(enquiry.createdAt, i18n.locale)} />
                  {enquiry.message ? ` · ${enquiry.message}` : ''}
                </p>
              </div>
              <span className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 sm:self-center dark:bg-stone-800 dark:text-amber-200">
                {i18n._(ENQUIRY_STATUS_MESSAGES[enquiry.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

function SentOn({ at }: { at: string }) {
  return <Trans>Sent {at}</Trans>;
}
