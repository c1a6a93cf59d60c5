import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { SentMailSummary } from '#domain/sent-mail';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { LoadErrorState } from '#web/components/ui/load-error-state';
import { PageButtons } from '#web/components/ui/page-buttons';
import { SidePanel } from '#web/components/ui/side-panel';
import { formatDateTime } from '#web/lib/relative-time';
import { useSentMail } from './api/get-sent-mail';
import { useSentMails } from './api/get-sent-mails';
import { MailStatusBadge } from './components/mail-status-badge';
import { SentMailView } from './components/sent-mail-view';

const PAGE_SIZE = 25;

function positiveInteger(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function MailRow({ mail, onOpen }: { mail: SentMailSummary; onOpen: (id: string) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(mail.id)}
        className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50 sm:flex-row sm:items-center sm:gap-4 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-stone-900 dark:text-stone-50">
            {mail.subject}
          </span>
          <span className="block truncate text-sm text-stone-600 dark:text-stone-300">{`To ${mail.to}`}</span>
        </span>
        <span className="flex shrink-0 items-center gap-3 text-sm text-stone-600 dark:text-stone-300">
          <time dateTime={mail.createdAt}>{formatDateTime(new Date(mail.createdAt))}</time>
          <MailStatusBadge status={mail.status} />
        </span>
      </button>
    </li>
  );
}

/** /admin/sent-mail: every mail queued to visitors and the team, newest first; one opens in a side panel. */
export function SentMailPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInteger(searchParams.get('page'));
  const openId = searchParams.get('mail');
  const mails = useSentMails({ page, pageSize: PAGE_SIZE });
  const open = useSentMail(openId);
  const setParam = (name: string, value: string | null) =>
    void setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );
  const { data } = mails;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const body = () => {
    return (
      <ListState
        query={mails}
        look="card"
        loadingText="Loading mail..."
        errorTitle="We could not load the mail"
        empty={{
          when: ({ total }) => total === 0,
          show: (
            <div className="p-4">
              <EmptyState icon={MailX} title="No mail yet">
                When a visitor books a visit or sends an enquiry, the mail HouseHunt sends appears here.
              </EmptyState>
            </div>
          ),
        }}
      >
        {({ items }) => (
          <>
            <ul aria-label="Mail" className="divide-y divide-brand-100 dark:divide-stone-800">
              {items.map((mail) => (
                <MailRow key={mail.id} mail={mail} onOpen={(id) => setParam('mail', id)} />
              ))}
            </ul>
            {pages > 1 ? (
              <div className="border-t border-brand-100 p-4 dark:border-stone-800">
                <PageButtons
                  page={page}
                  pages={pages}
                  onPageChange={(next) => setParam('page', String(next))}
                />
              </div>
            ) : null}
          </>
        )}
      </ListState>
    );
  };

  return (
    <div className="space-y-4">
      {data && !data.delivered ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          No mail server is set up (SMTP_URL), so mail is kept here and reaches nobody.
        </p>
      ) : null}
      <section
        aria-label="All mail"
        className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
      >
        {body()}
      </section>
      <SidePanel
        open={openId !== null}
        eyebrow="Mail"
        title={open.data?.subject ?? 'Mail'}
        closeLabel="Close the mail"
        onClose={() => setParam('mail', null)}
      >
        {open.data ? (
          <SentMailView mail={open.data} />
        ) : open.isError ? (
          <LoadErrorState
            title="We could not load this mail"
            message={open.error.message}
            retrying={open.isFetching}
            onRetry={() => void open.refetch()}
          />
        ) : (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
            Loading the mail...
          </p>
        )}
      </SidePanel>
    </div>
  );
}
