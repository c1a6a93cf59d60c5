import { Paperclip } from 'lucide-react';
import type { SentMail } from '#domain/sent-mail';
import { formatDateTime } from '#web/lib/relative-time';
import { sentMailAttachmentUrl } from '../api/get-sent-mail';
import { MailStatusBadge } from './mail-status-badge';

/**
 * One mail as its reader would see it: the HTML part in a sandboxed frame (no scripts, no access to the portal:
 * whatever a visitor typed stays inert), the text part, and the attachments to download.
 */
export function SentMailView({ mail }: { mail: SentMail }) {
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-600 dark:text-stone-300">To</dt>
        <dd className="break-all text-stone-900 dark:text-stone-50">{mail.to}</dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-300">Queued</dt>
        <dd className="text-stone-900 dark:text-stone-50">{formatDateTime(new Date(mail.createdAt))}</dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-300">Status</dt>
        <dd>
          <MailStatusBadge status={mail.status} />
          {mail.attempts > 1 ? (
            <span className="ml-2 text-stone-600 dark:text-stone-300">{`${mail.attempts} attempts`}</span>
          ) : null}
        </dd>
      </dl>
      {mail.lastError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {`Last error: ${mail.lastError}`}
        </p>
      ) : null}
      <iframe
        title={`The mail "${mail.subject}"`}
        srcDoc={mail.html}
        sandbox=""
        className="h-[28rem] w-full rounded-lg border border-brand-100 bg-white dark:border-stone-700"
      />
      {mail.attachments.length > 0 ? (
        <section aria-label="Attachments">
          <h3 className="text-sm font-semibold text-stone-900 dark:text-stone-50">Attachments</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {mail.attachments.map((attachment, index) => (
              <li
                key={`${index}-${attachment.filename}`}
                className="flex items-center gap-2 text-stone-700 dark:text-stone-200"
              >
                <Paperclip className="size-4" aria-hidden="true" />
                <a
                  href={sentMailAttachmentUrl(mail.id, index)}
                  download={attachment.filename}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-amber-300 dark:hover:text-amber-200"
                >
                  {attachment.filename}
                </a>
                <span className="text-stone-600 dark:text-stone-400">
                  {attachment.contentType.split(';')[0]}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-stone-900 dark:text-stone-50">
          Plain-text part
        </summary>
        <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded-lg bg-stone-50 p-3 text-xs text-stone-800 dark:bg-stone-950 dark:text-stone-200">
          {mail.text}
        </pre>
      </details>
    </div>
  );
}
