import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before a page with unsaved changes is left: for a move inside the app (a link, Back) the router's blocker
 * holds the move until the admin answers the returned dialog's question; for a reload or closing the tab the
 * browser asks its own. `allowLeaving()` lets a successful save move on without asking.
 */
export function useLeaveGuard(unsaved: boolean, what: string) {
  const unsavedRef = useRef(unsaved);
  const leavingAllowed = useRef(false);
  useEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);

  // Read at the moment of the move, so a save that allows leaving and then navigates is never held.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      if (leavingAllowed.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [unsaved]);

  return {
    allowLeaving: () => {
      leavingAllowed.current = true;
    },
    /** Props for a DiscardChangesDialog. */
    dialog: {
      unsaved: blocker.state === 'blocked' ? [what] : null,
      onDiscard: () => blocker.proceed?.(),
      onKeepEditing: () => blocker.reset?.(),
    },
  };
}
