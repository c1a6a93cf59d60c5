/**
 * The one modal layer every dialog, drawer and viewer opens in. The native <dialog> opened with showModal() gives
 * the focus trap, the inert page behind and Escape, and on close the browser hands focus back to what opened it.
 * The owner holds `open` (state or the address), so Escape, the backdrop and its own buttons all ask it to close
 * and the element never disagrees with it.
 */
import { useEffect, useRef, type KeyboardEventHandler, type ReactNode, type RefObject } from 'react';
import { usePageScrollLock } from './use-page-scroll-lock';

/**
 * centred: a question or a short form in the middle of the screen; panel: full height from the right, full screen
 * on a phone (a record over an admin list); drawer: as the panel, narrower (choices over the results);
 * full-screen: the whole screen, dark (photos). Each is a dialog-* utility in styles.css, to keep the class lists
 * out of the JavaScript of every page with a dialog.
 */
type DialogLook = 'centred' | 'panel' | 'drawer' | 'full-screen';

type DialogProps = {
  open: boolean;
  look: DialogLook;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape or a press on the backdrop: the owner decides whether it closes. */
  onDismiss: () => void;
  /**
   * The browser closed it unasked while the owner still had it open (Chromium lets a page refuse Escape only so
   * often). The owner is told with onDismiss unless it says otherwise here; it may show the dialog again.
   */
  onClosedUnasked?: (dialog: HTMLDialogElement) => void;
  /** Where focus starts on opening; otherwise the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keeps the page from scrolling behind a layer that covers the whole screen. */
  lockPageScroll?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
};

export function Dialog({
  open,
  look,
  labelledBy,
  describedBy,
  onDismiss,
  onClosedUnasked,
  initialFocus,
  lockPageScroll = false,
  onKeyDown,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is not a backdrop click.
  const pressedBackdrop = useRef(false);
  usePageScrollLock(lockPageScroll && open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the backdrop press is a pointer shortcut; Escape (onCancel) is its keyboard twin
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      // Only this dialog's own Escape: a dialog inside it handles its own, and React passes that event up here too.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onDismiss();
      }}
      // The close event comes late: if the dialog has been opened again meanwhile, it is about the earlier close.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (event.target !== dialog || dialog.open || !open) return;
        if (onClosedUnasked) onClosedUnasked(dialog);
        else onDismiss();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      // A press on the backdrop lands on the <dialog> itself; presses inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) onDismiss();
        pressedBackdrop.current = false;
      }}
      className={`dialog-${look}`}
    >
      {children}
    </dialog>
  );
}
