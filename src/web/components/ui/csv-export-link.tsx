import { t } from '@lingui/core/macro';
import { Download } from 'lucide-react';
import { CSV_EXPORT_MAX_ROWS } from '#domain/list-filters';

/** The link's words: a file cut short at the export's limit says so before it is downloaded. */
export function csvExportLabel(matched: number | undefined): string {
  if (matched === undefined || matched <= CSV_EXPORT_MAX_ROWS) return t`Export CSV`;
  const first = CSV_EXPORT_MAX_ROWS.toLocaleString('en-IN');
  const all = matched.toLocaleString('en-IN');
  return t`Export CSV (first ${first} of ${all} rows)`;
}

type CsvExportLinkProps = {
  href: string;
  /** How many records the filters match, once the list knows. */
  matched: number | undefined;
};

/** Downloads every record an admin list's filters match, in its order, as a spreadsheet-ready CSV file. */
export function CsvExportLink({ href, matched }: CsvExportLinkProps) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
    >
      <Download className="size-4" aria-hidden="true" />
      {csvExportLabel(matched)}
    </a>
  );
}
