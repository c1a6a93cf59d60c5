import { Download } from 'lucide-react';

/** Downloads every record an admin list's filters match, in its order, as a spreadsheet-ready CSV file. */
export function CsvExportLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
    >
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}
