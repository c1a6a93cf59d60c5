/** How an editor inside a side panel tells the panel that closing it now would throw away the admin's typing. */
import { createContext, useContext, useEffect } from 'react';

export type UnsavedEdits = {
  /** Marks `what` ("the team notes") as unsaved; the returned function takes that back. */
  add: (what: string) => () => void;
  /** What is unsaved right now, in the order the editors said so. */
  list: () => string[];
};

/**
 * One panel's list of unsaved edits. Read only when the admin asks to close, so it lives outside React's state
 * and typing does not re-render the panel.
 */
export function createUnsavedEdits(): UnsavedEdits {
  const edits = new Set<{ what: string }>();
  return {
    add: (what) => {
      const edit = { what };
      edits.add(edit);
      return () => {
        edits.delete(edit);
      };
    },
    list: () => Array.from(edits, (edit) => edit.what),
  };
}

export const UnsavedEditsContext = createContext<UnsavedEdits | null>(null);

/**
 * Tells the surrounding side panel that `what` ("the team notes") has changes that would be lost on close, for
 * as long as `isDirty` holds. Outside a panel it does nothing.
 */
export function useUnsavedEdits(isDirty: boolean, what: string) {
  const unsavedEdits = useContext(UnsavedEditsContext);
  useEffect(() => {
    if (!unsavedEdits || !isDirty) return;
    return unsavedEdits.add(what);
  }, [unsavedEdits, isDirty, what]);
}
