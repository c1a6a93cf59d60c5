import { useState } from 'react';
import type { ChecklistItem } from '#domain/visit-day-checklist';

const TICKS_KEY = (visitId: string) => `househunt.visit-day.${visitId}`;

function readTicks(visitId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TICKS_KEY(visitId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

type VisitChecklistProps = {
  visitId: string;
  title: string;
  /** Labels already in the page's language (visit-checklist-messages.ts). */
  items: readonly ChecklistItem[];
  empty?: string;
};

/** One group of Visit day's checklist; its ticks are kept in this browser per visit, so they work offline. */
export function VisitChecklist({ visitId, title, items, empty }: VisitChecklistProps) {
  const [ticked, setTicked] = useState(() => new Set(readTicks(visitId)));
  const toggle = (id: string) => {
    const next = new Set(readTicks(visitId));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    try {
      localStorage.setItem(TICKS_KEY(visitId), JSON.stringify([...next]));
    } catch {
      // Storage can be unavailable (privacy mode): the ticks then last as long as the page.
    }
    setTicked(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-stone-900 dark:text-stone-50">{title}</legend>
      {items.length === 0 && empty ? <p className="text-sm">{empty}</p> : null}
      {items.map((item) => (
        <label key={item.id} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={ticked.has(item.id)}
            onChange={() => toggle(item.id)}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}
