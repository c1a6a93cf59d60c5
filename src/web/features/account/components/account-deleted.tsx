import { Plural, Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import type { AccountDeletionAnswer } from '#domain/my-account';

/** What a deletion answered, handed to My HouseHunt by the page that deleted the account; null otherwise. */
export function useAccountDeletion(): AccountDeletionAnswer | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'accountDeleted' in state) {
    return (state.accountDeleted as AccountDeletionAnswer | undefined) ?? null;
  }
  return null;
}

/** After deleting the account: what went with it, and what stays with the team and why. */
export function AccountDeleted({ answer }: { answer: AccountDeletionAnswer }) {
  const { savedSearches, shortlist } = answer.deleted;
  const { visits, enquiries } = answer.kept;
  return (
    <section
      aria-labelledby="account-deleted-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2
        id="account-deleted-heading"
        className="flex items-center gap-2 text-xl font-bold text-stone-900 dark:text-stone-50"
      >
        <CircleCheck className="size-5 text-green-700 dark:text-green-400" aria-hidden="true" />
        <Trans>Your account has been deleted</Trans>
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-stone-50">
            <Trans>Deleted</Trans>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
            <li>
              <Trans>Your profile and every sign-in</Trans>
            </li>
            <li>
              <Plural
                value={savedSearches}
                one="# saved search and its alerts"
                other="# saved searches and their alerts"
              />
            </li>
            <li>
              <Plural value={shortlist} one="# home on your shortlist" other="# homes on your shortlist" />
            </li>
            <li>
              <Trans>The homes you viewed recently</Trans>
            </li>
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-stone-50">
            <Trans>Kept by our team</Trans>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
            <li>
              <Plural value={visits} one="# visit you booked" other="# visits you booked" />
            </li>
            <li>
              <Plural value={enquiries} one="# enquiry you sent" other="# enquiries you sent" />
            </li>
          </ul>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            <Trans>
              We keep these so the team can still call you back and keep its records; they are no longer
              linked to any account. To have them removed too, write to us.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
