import { ConfirmDialog } from './confirm-dialog';

const listFormat = new Intl.ListFormat('en-IN', { type: 'conjunction' });

type DiscardChangesDialogProps = {
  /** What has unsaved changes ("the team notes", "this listing"); null keeps the dialog closed. */
  unsaved: readonly string[] | null;
  onDiscard: () => void;
  onKeepEditing: () => void;
};

/** "Discard your changes?": asked before closing a side panel or leaving a form with unsaved changes. */
export function DiscardChangesDialog({ unsaved, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={unsaved !== null}
      title="Discard your changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      {unsaved ? `Your changes to ${listFormat.format(unsaved)} have not been saved and will be lost.` : null}
    </ConfirmDialog>
  );
}
