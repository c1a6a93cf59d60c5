import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast';
import {
  DAILY_PHONE_REVEAL_LISTERS,
  listingContactSchema,
  type ListingContact,
  type ListingContactInput,
  type PhoneRevealLog,
} from '#domain/contact-privacy';
import { nationalIndianMobile } from '#domain/indian-mobile';
import { TextField } from '#web/components/ui/form-fields';
import { zodResolver } from '#web/lib/schema-resolver';
import { showServerErrors } from '#web/lib/server-field-errors';
import { formatAccountDate } from '#web/lib/account-dates';
import {
  listingContactQueryOptions,
  phoneRevealLogQueryOptions,
  useSaveListingContact,
} from '../api/listing-contact';

const card =
  'space-y-4 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900';

/**
 * My HouseHunt's phone section (decision 027): the mobile my listings show to signed-in visitors, only if I
 * choose, and the log of who saw my number and whose numbers I saw.
 */
export function ListingPhone({ userId }: { userId: string }) {
  const contact = useQuery(listingContactQueryOptions(userId));
  const log = useQuery(phoneRevealLogQueryOptions(userId));
  return (
    <div className="space-y-6">
      {contact.data ? <ListingPhoneForm userId={userId} contact={contact.data} /> : null}
      {log.data ? <PhoneRevealTables log={log.data} /> : null}
    </div>
  );
}

function ListingPhoneForm({ userId, contact }: { userId: string; contact: ListingContact }) {
  const { t } = useLingui();
  const form = useForm<ListingContactInput, unknown, ListingContact>({
    resolver: zodResolver(listingContactSchema),
    defaultValues: {
      phone: contact.phone ? nationalIndianMobile(contact.phone) : '',
      phoneShown: contact.phoneShown,
    },
  });
  const save = useSaveListingContact(userId);
  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ phone: values.phone ?? '', phoneShown: values.phoneShown }).then(
      () => toast.success(t`Your listing contact is saved`, { id: 'listing-contact-saved' }),
      (error: unknown) => showServerErrors(form, error, ['phone', 'phoneShown']),
    ),
  );
  const shownError = form.formState.errors.phoneShown?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t`Phone number on my listings`}
        onSubmit={(event) => void submit(event)}
        className={card}
      >
        <TextField<ListingContactInput>
          name="phone"
          label={t`Mobile number for my listings`}
          type="tel"
          autoComplete="tel-national"
          hint={t`Only signed-in visitors can see it, each visit to it is logged for you below, and a visitor can see at most 20 listers' numbers a day.`}
        />
        <label className="flex items-start gap-2 text-sm text-stone-700 dark:text-stone-200">
          <input
            type="checkbox"
            {...form.register('phoneShown')}
            aria-invalid={shownError ? true : undefined}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <Trans>
            Show this number on my listings. Without it, visitors reach you by enquiry or visit request.
          </Trans>
        </label>
        {shownError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {shownError}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={save.isPending}
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          {save.isPending ? t`Saving…` : t`Save phone choice`}
        </button>
      </form>
    </FormProvider>
  );
}

function PhoneRevealTables({ log }: { log: PhoneRevealLog }) {
  const { t } = useLingui();
  const daily = DAILY_PHONE_REVEAL_LISTERS;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RevealTable
        caption={t`Who saw my number`}
        empty={t`Nobody has seen your number yet.`}
        rows={log.ofMyNumber.map((row) => ({
          who: row.viewerName ?? row.viewerEmail ?? t`A visitor who has since left HouseHunt`,
          detail: row.viewerName && row.viewerEmail ? row.viewerEmail : null,
          ...row,
        }))}
      />
      <RevealTable
        caption={t`Numbers I saw`}
        empty={t`You have not asked for a lister's number yet. You can see up to ${daily} listers' numbers a day.`}
        rows={log.byMe.map((row) => ({ who: row.listerName ?? t`A lister`, detail: null, ...row }))}
      />
    </div>
  );
}

type RevealRow = {
  who: string;
  detail: string | null;
  listingId: string | null;
  listingTitle: string | null;
  revealedAt: string;
};

function RevealTable({ caption, empty, rows }: { caption: string; empty: string; rows: RevealRow[] }) {
  const { i18n } = useLingui();
  return (
    <div className={card}>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm dark:divide-stone-800">
          {rows.map((row, index) => (
            <li key={`${row.revealedAt}-${index}`} className="py-2">
              <p className="font-medium text-stone-900 dark:text-stone-100">
                {row.who}
                {row.detail ? (
                  <span className="font-normal text-stone-600 dark:text-stone-300"> · {row.detail}</span>
                ) : null}
              </p>
              <p className="text-stone-600 dark:text-stone-300">
                {row.listingId && row.listingTitle ? (
                  <Link
                    to={`/property/${row.listingId}`}
                    className="underline hover:text-brand-800 dark:hover:text-amber-300"
                  >
                    {row.listingTitle}
                  </Link>
                ) : (
                  <Trans>A listing since deleted</Trans>
                )}{' '}
                ·{' '}
                <time dateTime={row.revealedAt}>
                  {formatAccountDate(row.revealedAt, undefined, i18n.locale)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
