import { Trans } from '@lingui/react/macro';

export type CostRow = { key: string; label: string; rule: string; amount: string };

/** The sheet's lines, each with the rule it follows, and the sum of them. */
export function CostTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: CostRow[];
  total: { label: string; amount: string; note?: string };
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">
            <Trans>Cost</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-brand-100 dark:divide-stone-800">
        {rows.map((row) => (
          <tr key={row.key} data-line={row.key}>
            <th scope="row" className="py-3 pr-4 align-top font-normal">
              <span className="block font-medium text-stone-900 dark:text-stone-100">{row.label}</span>
              <span className="block text-xs text-stone-600 dark:text-stone-400">{row.rule}</span>
            </th>
            <td className="py-3 text-right align-top font-medium whitespace-nowrap tabular-nums">
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-brand-200 dark:border-stone-700" data-line="total">
          <th scope="row" className="py-3 pr-4 text-base font-semibold text-stone-900 dark:text-stone-50">
            {total.label}
            {total.note ? (
              <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
                {total.note}
              </span>
            ) : null}
          </th>
          <td className="py-3 text-right text-base font-bold whitespace-nowrap tabular-nums text-brand-800 dark:text-amber-300">
            {total.amount}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
