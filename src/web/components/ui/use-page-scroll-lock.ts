import { useEffect } from 'react';

/**
 * Keeps the page from scrolling under a finger or a wheel while a full-screen layer (a modal drawer, photos full
 * screen) covers it; a modal <dialog> makes the page inert but leaves it scrollable.
 */
export function usePageScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { overflow } = root.style;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [locked]);
}
