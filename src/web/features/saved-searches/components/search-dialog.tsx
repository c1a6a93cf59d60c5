import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Dialog } from '#web/components/ui/dialog';

type SearchDialogProps = {
  open: boolean;
  title: string;
  /** While saving, neither Escape nor the backdrop closes the dialog. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The modal the saved-search forms open in, titled, with a close button. */
export function SearchDialog({ open, title, busy = false, onClose, children }: SearchDialogProps) {
  const { t } = useLingui();
  const titleId = useId();

  const dismiss = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open={open} look="centred" labelledBy={titleId} onDismiss={dismiss} onClosedUnasked={onClose}>
      <div className="flex items-start justify-between gap-4 border-b border-brand-100 px-6 py-4 dark:border-stone-800">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          {title}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t`Close`}
          className="rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 dark:hover:bg-stone-800 dark:hover:text-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {open ? <div className="px-6 py-5">{children}</div> : null}
    </Dialog>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800';
