import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useDarkMode } from './dark-mode-store';

export function DarkModeToggle() {
  const { t } = useLingui();
  const { isDark, toggleDarkMode } = useDarkMode();
  return (
    <button
      type="button"
      onClick={toggleDarkMode}
      aria-label={t`Toggle dark mode`}
      aria-pressed={isDark}
      title={isDark ? t`Switch to light mode` : t`Switch to dark mode`}
      className="inline-flex size-10 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-brand-50 hover:text-brand-700 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-300"
    >
      {isDark ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
