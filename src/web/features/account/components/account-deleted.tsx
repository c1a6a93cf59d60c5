import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import type { AccountDeletionAnswer } from '#domain/my-account';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

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
  const { deleted, kept } = answer;
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
        Your account has been deleted
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-stone-50">Deleted</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
            <li>Your profile and every sign-in</li>
            <li>
              {count(deleted.savedSearches, 'saved search and its alerts', 'saved searches and their alerts')}
            </li>
            <li>{count(deleted.shortlist, 'home on your shortlist', 'homes on your shortlist')}</li>
            <li>The homes you viewed recently</li>
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-stone-50">Kept by our team</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
            <li>{count(kept.visits, 'visit you booked', 'visits you booked')}</li>
            <li>{count(kept.enquiries, 'enquiry you sent', 'enquiries you sent')}</li>
          </ul>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            We keep these so the team can still call you back and keep its records; they are no longer linked
            to any account. To have them removed too, write to us.
          </p>
        </div>
      </div>
    </section>
  );
}
