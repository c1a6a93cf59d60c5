import { useId, useRef, useState } from 'react';
import { REVIEW_NOTE_MAX_LENGTH, reviewReasonSchema } from '#domain/my-listings';
import { Dialog } from '#web/components/ui/dialog';
import { controlClass } from '#web/components/ui/control-class';

type SendBackDialogProps = {
  open: boolean;
  /** The move is being saved: the buttons do nothing and the dialog stays. */
  pending: boolean;
  onSend: (reason: string) => void;
  onCancel: () => void;
};

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * "Send back to the lister": the team says why (required, as the API requires it), and the lister is mailed that
 * reason to fix and send the listing again. The rule is the domain's (reviewReasonSchema).
 */
export function SendBackDialog({ open, pending, onSend, onCancel }: SendBackDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts blank: the last reason was sent, or given up.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setError(null);
    }
  }

  const dismiss = () => {
    if (pending) return;
    setError(null);
    onCancel();
  };
  const send = () => {
    if (pending) return;
    const parsed = reviewReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why the listing is sent back');
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    onSend(parsed.data);
  };

  return (
    <Dialog
      open={open}
      look="centred"
      labelledBy={titleId}
      onDismiss={dismiss}
      onClosedUnasked={onCancel}
      initialFocus={fieldRef}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className="space-y-3 p-6">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Send back to the lister
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            The listing goes back to a draft and the lister is mailed your reason, to fix it and send it
            again.
          </p>
          <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800 dark:text-stone-100">
            Reason
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            name="reason"
            rows={4}
            value={reason}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            aria-required
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={controlClass}
          />
          {error ? (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-brand-100 px-6 py-4 sm:flex-row sm:justify-end dark:border-stone-800">
          <button
            type="button"
            onClick={dismiss}
            aria-disabled={pending}
            className={`${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`}
          >
            Cancel
          </button>
          <button
            type="submit"
            aria-disabled={pending}
            className={`${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`}
          >
            {pending ? 'Sending...' : 'Send back'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
