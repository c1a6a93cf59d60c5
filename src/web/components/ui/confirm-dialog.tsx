import { useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in words that name the thing it happens to. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`, e.g. "Deleting...". */
  pendingLabel?: string;
  cancelLabel?: string;
  /** `danger` for actions that destroy something. */
  tone?: 'danger' | 'default';
  /**
   * The confirmed action is running: the buttons do nothing (they stay focusable, so focus is not lost and
   * the new label is read), and neither Escape nor the backdrop closes the dialog.
   */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const confirmTones = {
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500',
  default:
    'bg-brand-700 text-white hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400',
};

/**
 * A modal question before an action that cannot be taken back. Focus starts on Cancel so a stray Enter never
 * confirms, and goes back to the button that opened it on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'default',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const dismiss = () => {
    if (!pending) onCancel();
  };

  return (
    <Dialog
      open={open}
      look="centred"
      labelledBy={titleId}
      describedBy={bodyId}
      onDismiss={dismiss}
      onClosedUnasked={onCancel}
      initialFocus={cancelRef}
    >
      <div className="flex gap-4 p-6">
        {tone === 'danger' ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </span>
        ) : null}
        <div className="min-w-0 space-y-2">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            {title}
          </h2>
          <div id={bodyId} className="text-sm break-words text-stone-600 dark:text-stone-300">
            {children}
          </div>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-brand-100 px-6 py-4 sm:flex-row sm:justify-end dark:border-stone-800">
        <button
          ref={cancelRef}
          type="button"
          onClick={dismiss}
          aria-disabled={pending}
          className="inline-flex items-center justify-center rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          {cancelLabel ?? t`Cancel`}
        </button>
        <button
          type="button"
          onClick={() => {
            if (!pending) onConfirm();
          }}
          aria-disabled={pending}
          className={`inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm aria-disabled:cursor-wait aria-disabled:opacity-70 ${confirmTones[tone]}`}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
