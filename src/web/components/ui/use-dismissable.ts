import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes a popup (menu, dropdown, drawer) on Escape or a press outside the returned ref's element.
 * The ref should wrap both the trigger and the popup so pressing the trigger toggles rather than re-opens.
 */
export function useDismissable<T extends HTMLElement>(
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  const ref = useRef<T>(null);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) dismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return ref;
}

/**
 * State of a dropdown opened by a button: closes on Escape (focus returns to the button) or a press outside
 * `containerRef`, which should wrap both button and panel.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const containerRef = useDismissable<HTMLDivElement>(open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  return { open, setOpen, buttonRef, panelId, containerRef };
}
