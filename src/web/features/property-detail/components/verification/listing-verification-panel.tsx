import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Check, Minus } from 'lucide-react';
import { type PublicVerificationRecord } from '#domain/verification-record';
import { VERIFICATION_CHECK_MESSAGES } from '#web/lib/labels/verification-checks';
import { useListingVerification } from '../../api/get-listing-verification';
import { formatCalendarDate } from '../listing-dates';

/**
 * The property page's "Verification" part: what our staff checked and when, what they have not, the Verified
 * badge only while the record earns it, and what visitors said after their visits. It says nothing the record
 * does not show: a check not on it reads "Not checked yet".
 */
export function ListingVerificationPanel({ listingId }: { listingId: string }) {
  const record = useListingVerification(listingId);
  if (record.isPending) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        <Trans>Loading the verification record…</Trans>
      </p>
    );
  }
  if (record.isError) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        <Trans>The verification record could not be loaded. Reload the page to try again.</Trans>
      </p>
    );
  }
  return <VerificationRecord record={record.data} />;
}

export function VerificationRecord({ record }: { record: PublicVerificationRecord }) {
  const { t, i18n } = useLingui();
  const { badge, checks, visitorAnswers } = record;
  return (
    <div className="space-y-6">
      {badge.verified ? (
        <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950">
          <BadgeCheck
            className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold text-emerald-900 dark:text-emerald-100">
              <Trans>Verified</Trans>
            </p>
            <p className="text-sm text-emerald-900 dark:text-emerald-100">
              <Trans>
                Our staff visited the site and saw the title documents and the owner’s identity within the
                last 90 days. Valid until {formatCalendarDate(badge.until!)}.
              </Trans>
            </p>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Checks by our staff`}>
        {checks.map(({ check, checkedOn }) => (
          <li key={check} className="flex items-start gap-2.5">
            <span
              className={
                checkedOn
                  ? 'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
                  : 'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-300'
              }
            >
              {checkedOn ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <Minus className="size-3.5" aria-hidden="true" />
              )}
            </span>
            <span>
              <span className="block text-stone-900 dark:text-stone-50">
                {i18n._(VERIFICATION_CHECK_MESSAGES[check])}
              </span>
              <span className="block text-sm text-stone-600 dark:text-stone-400">
                {checkedOn ? (
                  <Trans>
                    Checked on <time dateTime={checkedOn}>{formatCalendarDate(checkedOn)}</time>
                  </Trans>
                ) : (
                  <Trans>Not checked yet</Trans>
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {visitorAnswers ? (
        <div>
          <p className="font-semibold text-stone-900 dark:text-stone-50">
            <Plural
              value={visitorAnswers.answered}
              one={`${visitorAnswers.matched} of # visitor said it matched`}
              other={`${visitorAnswers.matched} of # visitors said it matched`}
            />
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            <Trans>
              Visitors who told us after their visit that the home matched its photos and the price was the
              one listed. Last answer on{' '}
              <time dateTime={visitorAnswers.lastAnsweredOn}>
                {formatCalendarDate(visitorAnswers.lastAnsweredOn)}
              </time>
              .
            </Trans>
          </p>
        </div>
      ) : null}
    </div>
  );
}
