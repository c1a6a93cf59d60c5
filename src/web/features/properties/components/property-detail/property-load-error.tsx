import { CircleAlert, RotateCw } from 'lucide-react';

type PropertyLoadErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** The listing could not be loaded (the server or the connection failed): what went wrong, and a retry. */
export function PropertyLoadError({ message, retrying, onRetry }: PropertyLoadErrorProps) {
  return (
    <div role="alert" className="container-page flex flex-col items-center gap-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Could not load this property</h1>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        aria-disabled={retrying}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <RotateCw
          className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
          aria-hidden="true"
        />
        Try again
      </button>
    </div>
  );
}
