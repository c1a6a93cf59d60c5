import type { ReactNode } from 'react';

export type SettingsColumn = { label: string; align?: 'left' | 'right'; hidden?: boolean };

/**
 * A table in a settings card: the first column heads each row, the last may hold its buttons. It scrolls
 * sideways inside the card on a narrow screen.
 */
export function SettingsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: SettingsColumn[];
  children: ReactNode;
}) {
  return (
    // relative: the sr-only labels are absolutely placed and would otherwise escape the scroll box.
    <div className="relative -mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase dark:border-stone-800 dark:text-stone-400">
            {columns.map(({ label, align, hidden }, index) => {
              const edge = index === 0 || index === columns.length - 1 ? 'px-5 sm:px-3' : 'px-3';
              return (
                <th
                  key={label}
                  scope="col"
                  className={`${edge} py-3 font-semibold ${align === 'right' ? 'text-right' : ''}`}
                >
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">{children}</tbody>
      </table>
    </div>
  );
}
