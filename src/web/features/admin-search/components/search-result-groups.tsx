import { Building2, CalendarCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { ResultGroup, ResultKind, SearchOption } from '#web/features/admin-search/utils/search-results';

const ICONS: Record<ResultKind, LucideIcon> = {
  listing: Building2,
  booking: CalendarCheck,
  client: UserRound,
};

type SearchResultGroupsProps = {
  id: string;
  groups: ResultGroup[];
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  onChoose: (option: SearchOption) => void;
  onPoint: (option: SearchOption) => void;
};

/** The results listbox: a labelled group per kind of result (WAI-ARIA grouped listbox). */
export function SearchResultGroups({
  id,
  groups,
  activeKey,
  optionId,
  onChoose,
  onPoint,
}: SearchResultGroupsProps) {
  return (
    <ul id={id} role="listbox" aria-label="Search results" className="flex flex-col gap-1">
      {groups.map((group) => {
        const labelId = `${id}-${group.kind}-label`;
        const Icon = ICONS[group.kind];
        return (
          <li key={group.kind} role="presentation">
            <ul role="group" aria-labelledby={labelId}>
              <li
                id={labelId}
                role="presentation"
                className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400"
              >
                {group.label}
              </li>
              {group.options.map((option) => {
                const active = option.key === activeKey;
                return (
                  // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- a combobox option: the keyboard reaches it from the search box (aria-activedescendant), never by focus
                  <li
                    key={option.key}
                    id={optionId(option)}
                    role="option"
                    aria-selected={active}
                    onClick={() => onChoose(option)}
                    onPointerMove={() => {
                      if (!active) onPoint(option);
                    }}
                    className={`mx-2 flex cursor-pointer items-start gap-3 rounded-xl px-2 py-2 ${
                      active
                        ? 'bg-brand-50 outline-2 outline-brand-500 dark:bg-stone-800 dark:outline-amber-400'
                        : 'hover:bg-stone-50 dark:hover:bg-stone-800/60'
                    }`}
                  >
                    <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-stone-900 dark:text-stone-100">
                        {option.title}
                        {option.aside ? (
                          <span className="font-normal text-stone-600 dark:text-stone-400">
                            {' '}
                            · {option.aside}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-xs text-stone-600 dark:text-stone-400">
                        {option.detail}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
