import { LoaderCircle } from 'lucide-react';

type PageLoaderProps = { label: string; fullScreen?: boolean };

/** The route fallback: a spinner with a short status line, faded in late so quick loads never flash it. */
export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex animate-delayed-appear flex-col items-center justify-center gap-3 px-4 text-center text-stone-600 dark:text-stone-300 ${
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]'
      }`}
    >
      <LoaderCircle
        className="size-9 animate-spin text-brand-600 motion-reduce:animate-none dark:text-amber-400"
        aria-hidden="true"
      />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
