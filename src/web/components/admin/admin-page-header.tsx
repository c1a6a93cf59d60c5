import { Building2, CalendarClock } from 'lucide-react';
import { Breadcrumb } from './breadcrumb';
import { SummaryTile } from './summary-tile';

/** Real figures for the summary tiles, when the caller has them. */
export type AdminSummary = { activeProperties?: number; pendingVisits?: number };

export function AdminPageHeader({ title, summary = {} }: { title: string; summary?: AdminSummary }) {
  return (
    <div className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
      <div className="min-w-0 space-y-1">
        <Breadcrumb pageName={title} />
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50">
          {title}
        </h1>
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 xl:w-[26rem]">
        <SummaryTile label="Active Properties" value={summary.activeProperties} icon={Building2} />
        <SummaryTile label="Pending Visits" value={summary.pendingVisits} icon={CalendarClock} />
      </div>
    </div>
  );
}
