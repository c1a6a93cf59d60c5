import { useState } from 'react';

/**
 * Text being typed into a box whose applied value lives elsewhere (the address). When the applied value
 * changes without typing here (back button, Clear all filters), the box shows it again.
 */
export function useDraft(applied: string) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
