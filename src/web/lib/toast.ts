/**
 * Toasts, with react-hot-toast loaded when the first one is shown rather than with the page: no page paints a
 * toast first, so the library stays out of every first visit's start-up code (issue 26). Callers use `toast` as
 * they would react-hot-toast's; calls made while it loads run in order once it has.
 */
import type { toast as libraryToast } from 'react-hot-toast';

type Library = typeof import('react-hot-toast');
type Message = Parameters<typeof libraryToast.success>[0];
type Options = Parameters<typeof libraryToast.success>[1];

let library: Promise<Library> | null = null;
const listeners = new Set<() => void>();

/** The library, asked for once; whoever mounts the toaster is told the first time. */
export function loadToastLibrary(): Promise<Library> {
  if (!library) {
    library = import('react-hot-toast');
    listeners.forEach((listener) => listener());
  }
  return library;
}

/** For useSyncExternalStore: whether any toast has been asked for yet, so the toaster need not load before. */
export const toastsAsked = () => library !== null;
export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `show` with the library once it has loaded; calls keep their order, as they wait on one promise. */
const once = (show: (library: Library['toast']) => unknown) =>
  void loadToastLibrary().then((loaded) => show(loaded.toast));

export const toast = Object.assign(
  (message: Message, options?: Options) => once((show) => show(message, options)),
  {
    success: (message: Message, options?: Options) => once((show) => show.success(message, options)),
    error: (message: Message, options?: Options) => once((show) => show.error(message, options)),
    dismiss: (id?: string) => once((show) => show.dismiss(id)),
  },
);
