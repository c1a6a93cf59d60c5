/**
 * Toasts, with react-hot-toast loaded when the first one is shown rather than with the page: no page paints a
 * toast first, so the library stays out of every first visit's start-up code (issue 26). Callers use `toast` as
 * they would react-hot-toast's; calls made while it loads run in order once it has.
 */
import type { toast as libraryToast } from 'react-hot-toast';

type Library = typeof import('react-hot-toast');
type Message = Parameters<typeof libraryToast.success>[0];
type Options = Parameters<typeof libraryToast.success>[1];

let loading: Promise<Library> | null = null;
let loaded: Library | null = null;
const listeners = new Set<() => void>();

function loadToastLibrary(): Promise<Library> {
  loading ??= import('react-hot-toast').then(
    (library) => {
      loaded = library;
      listeners.forEach((listener) => listener());
      return library;
    },
    (error: unknown) => {
      // Not loaded (offline, or a new release replaced the file): the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For useSyncExternalStore: the library once a toast has loaded it, so the toaster mounts only then. */
export const loadedToastLibrary = () => loaded;
export function onToastLibraryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `show` with the library once it has loaded; calls keep their order, as they wait on one promise. */
const once = (show: (library: Library['toast']) => unknown) =>
  void loadToastLibrary().then(
    (library) => show(library.toast),
    // A toast whose code cannot load is not shown; the failed script is in the console already.
    () => undefined,
  );

export const toast = Object.assign(
  (message: Message, options?: Options) => once((show) => show(message, options)),
  {
    success: (message: Message, options?: Options) => once((show) => show.success(message, options)),
    error: (message: Message, options?: Options) => once((show) => show.error(message, options)),
    dismiss: (id?: string) => once((show) => show.dismiss(id)),
  },
);
