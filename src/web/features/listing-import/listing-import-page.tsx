import { useState, type FormEvent } from 'react';
import { IMPORT_LIMITS, type ListingImport } from '#domain/listing-import';
import { ButtonLink } from '#web/components/ui/button-link';
import { useConfirmListingImport } from './api/confirm-listing-import';
import { useListingImport } from './api/get-listing-import';
import { useUploadListingImport } from './api/upload-listing-import';
import { ImportedListings, ImportErrors, ImportPlan } from './components/import-preview';

const TEMPLATE_URL = '/api/admin/imports/template.csv';
const button =
  'inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400';

const listings = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'listing' : 'listings'}`;

/** The rules of the file in brief; docs/listing-import.md has every column. */
function FormatNotes() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
      <li>
        A CSV file saved as UTF-8, at most {IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and{' '}
        {IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} listings, with the template’s header row. Every row is
        checked by the same rules as the listing form.
      </li>
      <li>
        Prices in whole rupees: 85 lakh is 8500000 (or 85,00,000), 1.2 crore is 12000000. Lists (features,
        amenities) are names separated by “;”.
      </li>
      <li>A row with a listing’s ID updates that listing; a row without one creates a draft.</li>
      <li>Photos are not imported from web addresses: add them to each draft in the editor afterwards.</li>
      <li>The full column format is in the handbook, docs/listing-import.md.</li>
    </ul>
  );
}

function Progress({ current }: { current: ListingImport }) {
  const total = current.plan.length;
  const done = current.rowsDone;
  return (
    <div className="space-y-2" role="status">
      <p>{`Importing: ${done.toLocaleString('en-IN')} of ${listings(total)} written…`}</p>
      <progress className="w-full" max={total} value={done} />
    </div>
  );
}

/** Admin (and, soon, agents): upload a CSV, see its dry run, import the valid rows, follow the progress. */
export function ListingImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadListingImport();
  const confirm = useConfirmListingImport();
  const { data } = useListingImport(importId);
  const current = data?.import ?? upload.data ?? null;

  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    confirm.reset();
    upload.mutate(file, { onSuccess: (answer) => setImportId(answer.id) });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">Add or update many listings at once from a spreadsheet saved as CSV.</p>
        <a className="text-sm font-semibold underline" href={TEMPLATE_URL} download>
          Download the template
        </a>
      </div>
      <FormatNotes />
      <form onSubmit={onUpload} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className={button} disabled={!file || upload.isPending}>
          {upload.isPending ? 'Checking…' : 'Check the file'}
        </button>
      </form>
      {upload.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {upload.error.message}
        </p>
      )}
      {current && (
        <section aria-label="Dry run" className="space-y-4">
          <p>
            {`${current.fileName}: ${current.rowCount.toLocaleString('en-IN')} rows; ` +
              `${current.createCount.toLocaleString('en-IN')} to create, ` +
              `${current.updateCount.toLocaleString('en-IN')} to update, ` +
              `${current.errorCount.toLocaleString('en-IN')} with errors. Nothing has been written yet.`}
          </p>
          {(current.status === 'previewed' || current.status === 'failed') && current.plan.length > 0 && (
            <button
              type="button"
              className={button}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(current.id)}
            >
              {current.status === 'failed' ? `Resume the import` : `Import ${listings(current.plan.length)}`}
            </button>
          )}
          {confirm.error && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {confirm.error.message}
            </p>
          )}
          {(current.status === 'queued' || current.status === 'importing') && <Progress current={current} />}
          {current.status === 'failed' && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {`The import stopped after ${listings(current.rowsDone)}: ${current.failure ?? ''}`}
            </p>
          )}
          {current.status === 'done' && (
            <div className="space-y-2" role="status">
              <p className="font-semibold">{`Imported ${listings(current.rowsDone)}. New listings are drafts: add photos, then publish.`}</p>
              <ButtonLink to="/admin/properties?state=draft" variant="secondary">
                See the drafts
              </ButtonLink>
            </div>
          )}
          {current.listingIds.length > 0 && <ImportedListings listingIds={current.listingIds} />}
          <ImportErrors errors={current.errors} />
          {current.status === 'previewed' && <ImportPlan plan={current.plan} />}
        </section>
      )}
    </div>
  );
}
