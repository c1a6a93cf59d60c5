import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { createUnsavedEdits, UnsavedEditsContext } from './unsaved-edits';

type SidePanelProps = {
  open: boolean;
  /** A small line above the title saying what kind of record this is ("Enquiry"). */
  eyebrow: string;
  title: string;
  /** The close button's accessible name ("Close enquiry details"). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * One record in a panel over an admin list, from the right (full screen on a phone). The caller owns `open`
 * (usually the address), so Escape, the backdrop and the button all ask it to close; while an editor inside holds
 * unsaved changes (`useUnsavedEdits`), they ask the admin first.
 */
export function SidePanel({ open, eyebrow, title, closeLabel, onClose, children }: SidePanelProps) {
  const titleId = useId();
  const [unsavedEdits] = useState(createUnsavedEdits);
  // What closing would lose, while the admin is asked whether to discard it.
  const [discarding, setDiscarding] = useState<string[] | null>(null);
  if (!open && discarding !== null) setDiscarding(null);

  const requestClose = () => {
    const unsaved = unsavedEdits.list();
    if (unsaved.length === 0) onClose();
    else setDiscarding(unsaved);
  };

  return (
    <Dialog
      open={open}
      look="panel"
      labelledBy={titleId}
      onDismiss={requestClose}
      onClosedUnasked={(dialog) => {
        // Chromium lets a page refuse Escape only so often without other input between; then it closes the
        // panel unasked. Unsaved edits bring it back, to ask.
        if (unsavedEdits.list().length > 0) dialog.showModal();
        requestClose();
      }}
    >
      {open ? (
        <div className="flex h-full flex-col">
          <header className="flex items-start justify-between gap-3 border-b border-brand-100 px-5 py-4 dark:border-stone-800">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-amber-300">
                {eyebrow}
              </p>
              <h2 id={titleId} className="truncate text-lg font-semibold text-stone-900 dark:text-stone-50">
                {title}
              </h2>
            </div>
            <button
              type="button"
              onClick={requestClose}
              aria-label={closeLabel}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <UnsavedEditsContext value={unsavedEdits}>{children}</UnsavedEditsContext>
          </div>
        </div>
      ) : null}
      <DiscardChangesDialog
        unsaved={discarding}
        onDiscard={() => {
          setDiscarding(null);
          onClose();
        }}
        onKeepEditing={() => setDiscarding(null)}
      />
    </Dialog>
  );
}
