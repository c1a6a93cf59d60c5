import { Link } from 'react-router';
import type { ListingImport } from '#domain/listing-import';
import { formatINRShort } from '#domain/price-format';

/** How many rows of the plan and of the errors the page lists; the counts above them say how many there are. */
const SHOWN_ROWS = 200;

const cell = 'px-3 py-2 text-left align-top';

/** Every error of the dry run, with its row (as the spreadsheet numbers it) and column. */
export function ImportErrors({ errors }: { errors: ListingImport['errors'] }) {
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="import-errors" className="space-y-2">
      <h2 id="import-errors" className="text-lg font-semibold text-red-800 dark:text-red-300">
        {`${errors.length.toLocaleString('en-IN')} ${errors.length === 1 ? 'error' : 'errors'}: these rows will be skipped`}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-red-200 dark:border-red-900">
        <table className="w-full text-sm">
          <thead className="bg-red-50 dark:bg-red-950">
            <tr>
              <th className={cell}>Row</th>
              <th className={cell}>Column</th>
              <th className={cell}>Problem</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, SHOWN_ROWS).map((error, index) => (
              <tr key={index} className="border-t border-red-100 dark:border-red-900">
                <td className={cell}>{error.row}</td>
                <td className={cell}>{error.column ?? '—'}</td>
                <td className={cell}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.length > SHOWN_ROWS && <p className="text-sm">{`The first ${SHOWN_ROWS} errors are shown.`}</p>}
    </section>
  );
}

/** What each valid row will do: create a draft, or update the listing it names. */
export function ImportPlan({ plan }: { plan: ListingImport['plan'] }) {
  if (plan.length === 0) return null;
  return (
    <section aria-labelledby="import-plan" className="space-y-2">
      <h2 id="import-plan" className="text-lg font-semibold">
        Rows to import
      </h2>
      <div className="overflow-x-auto rounded-lg border border-stone-200 dark:border-stone-700">
        <table className="w-full text-sm">
          <thead className="bg-stone-50 dark:bg-stone-800">
            <tr>
              <th className={cell}>Row</th>
              <th className={cell}>Will</th>
              <th className={cell}>Title</th>
              <th className={cell}>City</th>
              <th className={cell}>Price</th>
            </tr>
          </thead>
          <tbody>
            {plan.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.row} className="border-t border-stone-100 dark:border-stone-800">
                <td className={cell}>{row.row}</td>
                <td className={cell}>
                  {row.action === 'create' ? (
                    'Create a draft'
                  ) : (
                    <Link className="underline" to={`/admin/edit-property/${row.listingId}`}>
                      Update
                    </Link>
                  )}
                </td>
                <td className={cell}>{row.title}</td>
                <td className={cell}>{row.city}</td>
                <td className={cell}>{formatINRShort(row.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.length > SHOWN_ROWS && <p className="text-sm">{`The first ${SHOWN_ROWS} rows are shown.`}</p>}
    </section>
  );
}

/** The listings the import wrote, each linked to its editor (where photos are added). */
export function ImportedListings({ listingIds }: { listingIds: string[] }) {
  return (
    <ol className="grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {listingIds.slice(0, SHOWN_ROWS).map((id, index) => (
        <li key={id}>
          <Link className="underline" to={`/admin/edit-property/${id}`}>
            {`Listing ${index + 1}`}
          </Link>
        </li>
      ))}
    </ol>
  );
}
