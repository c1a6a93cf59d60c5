import { useLingui } from '@lingui/react/macro';
import { INTL_LOCALES, type Locale } from '#web/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

type DiscardChangesDialogProps = {
  /** What has unsaved changes ("the team notes", "this listing"); null keeps the dialog closed. */
  unsaved: readonly string[] | null;
  onDiscard: () => void;
  onKeepEditing: () => void;
};

/** "Discard your changes?": asked before closing a side panel or leaving a form with unsaved changes. */
export function DiscardChangesDialog({ unsaved, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  const { t, i18n } = useLingui();
  // "the notes and this listing" in English, "… और …" on Hindi pages.
  const things = unsaved
    ? new Intl.ListFormat(INTL_LOCALES[i18n.locale as Locale], { type: 'conjunction' }).format(unsaved)
    : null;
  return (
    <ConfirmDialog
      open={unsaved !== null}
      title={t`Discard your changes?`}
      confirmLabel={t`Discard changes`}
      cancelLabel={t`Keep editing`}
      tone="danger"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      {things ? t`Your changes to ${things} have not been saved and will be lost.` : null}
    </ConfirmDialog>
  );
}
