import { useSyncExternalStore } from 'react';

/** The preference lives in localStorage as 'true' / 'false' (spec §3: darkMode, default off). */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

const listeners = new Set<() => void>();

function readDarkMode(): boolean {
  // theme-init.js has already applied the stored value to <html>, so the class is the source of truth.
  return document.documentElement.classList.contains('dark');
}

function applyDarkMode(enabled: boolean) {
  document.documentElement.classList.toggle('dark', enabled);
  listeners.forEach((listener) => listener());
}

export function setDarkMode(enabled: boolean) {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, String(enabled));
  } catch {
    // Storage blocked: the choice still applies for this page view.
  }
  applyDarkMode(enabled);
}

// Keeps several open tabs in step when the visitor flips the theme in one of them.
function onStorage(event: StorageEvent) {
  if (event.key === DARK_MODE_STORAGE_KEY) applyDarkMode(event.newValue === 'true');
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useDarkMode() {
  // The server's first paint draws the light theme's controls; theme-init.js has coloured the page already.
  const isDark = useSyncExternalStore(subscribe, readDarkMode, () => false);
  return { isDark, setDarkMode, toggleDarkMode: () => setDarkMode(!isDark) };
}
