/**
 * Grey placeholder rows while a list's first page loads; the first column is a thumbnail. As cards (a narrow list,
 * see AdminTable) the thumbnail sits beside the first bar and the rest take a line each.
 */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden="true" className="flex flex-wrap gap-3 px-4 py-3 @3xl:table-row @3xl:p-0">
      {Array.from({ length: columns }, (_, column) => (
        <td
          key={column}
          className={`@3xl:table-cell @3xl:px-3 @3xl:py-3 ${column === 0 ? '' : column === 1 ? 'flex-1' : 'basis-full'}`}
        >
          <div
            className={`animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800 ${
              column === 0 ? 'h-12 w-16 rounded-lg' : 'h-4 w-full min-w-12'
            }`}
          />
        </td>
      ))}
    </tr>
  ));
}
