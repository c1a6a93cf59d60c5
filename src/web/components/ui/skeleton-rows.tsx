/** Grey placeholder table rows while a list's first page loads; the first column is a thumbnail. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-3 py-3">
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
