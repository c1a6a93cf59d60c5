import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmsDeletion } from '#domain/my-account';
import { controlClass } from '#web/components/ui/control-class';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '../api/my-account';

/** Download my data, and delete my account after typing my email address. */
export function AccountData({ email }: { email: string }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
        <p className="max-w-xl text-sm text-stone-700 dark:text-stone-200">
          <Trans>
            A copy of everything HouseHunt keeps about your account: profile, shortlist, saved searches,
            visits and enquiries, as a JSON file.
          </Trans>
        </p>
        <a
          href={ACCOUNT_EXPORT_URL}
          download
          className="inline-flex items-center gap-2 rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>Download my data</Trans>
        </a>
      </div>
      <div className="rounded-2xl border border-red-200 bg-white p-5 dark:border-red-900 dark:bg-stone-900">
        {deleting ? (
          <DeleteAccountForm email={email} onCancel={() => setDeleting(false)} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-xl text-sm text-stone-700 dark:text-stone-200">
              <Trans>
                Deleting your account removes your profile, sign-ins, shortlist and saved searches. Visits and
                enquiries you sent stay with our team, no longer linked to you.
              </Trans>
            </p>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className="inline-flex items-center gap-2 rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <Trans>Delete my account</Trans>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function DeleteAccountForm({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const inputId = useId();
  const confirmed = confirmsDeletion(typed, email);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !remove.isPending) {
          // My HouseHunt, signed out now, says what went and what the team keeps.
          remove.mutate(typed, {
            onSuccess: (answer) =>
              void navigate('/account', { replace: true, state: { accountDeleted: answer } }),
          });
        }
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800 dark:text-stone-100">
        <Trans>
          To delete your account for good, type your email address, <strong>{email}</strong>
        </Trans>
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-describedby={remove.error ? `${inputId}-error` : undefined}
        className={controlClass}
      />
      {remove.error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {remove.error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold dark:border-stone-700"
        >
          <Trans>Keep my account</Trans>
        </button>
        <button
          type="submit"
          disabled={!confirmed || remove.isPending}
          title={confirmed ? undefined : t`Type your email address exactly as shown to confirm.`}
          className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {remove.isPending ? t`Deleting…` : t`Delete my account`}
        </button>
      </div>
    </form>
  );
}
