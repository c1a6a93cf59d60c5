import { useEffect, useRef } from 'react';
import { ApiError } from '#web/lib/api-client';

/**
 * Keeps keyboard and screen-reader users in place when their own action replaces what they pressed (a status
 * button that only exists in the old status). Call `expectChange()` as the action starts; once `value` differs
 * from what it was then, focus moves to the element behind `statusRef`, which should say the new state and have
 * tabIndex={-1}. Pass a failure to `changeFailed`, so a change someone else makes later does not move focus.
 */
export function useFocusAfterChange<Target extends HTMLElement, Value>(value: Value) {
  const statusRef = useRef<Target>(null);
  const changingFrom = useRef<{ value: Value } | null>(null);

  // An effect, not the action's success callback: by now the new state is on screen, so it is what gets read.
  useEffect(() => {
    const expected = changingFrom.current;
    if (expected === null || Object.is(expected.value, value)) return;
    changingFrom.current = null;
    statusRef.current?.focus();
  }, [value]);

  return {
    statusRef,
    expectChange: () => {
      changingFrom.current = { value };
    },
    changeFailed: (error: Error) => {
      // A conflict means someone else changed the record: it is read again, and its new state replaces the
      // buttons all the same, so focus still follows it.
      if (!(error instanceof ApiError && error.status === 409)) changingFrom.current = null;
    },
  };
}
