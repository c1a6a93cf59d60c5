import { History } from 'lucide-react';
import { Link } from 'react-router';
import { activityLink, describeAction } from '#web/features/dashboard/utils/activity-description';
import type { ActivityEntry } from '#domain/dashboard-figures';
import { describeTimeSince, formatDateTime } from '#web/lib/relative-time';
import { DashboardCard } from './dashboard-card';

/** The latest changes the team made, from the audit log, newest first. */
export function RecentActivity({ entries, fetchedAt }: { entries: ActivityEntry[]; fetchedAt: number }) {
  return (
    <DashboardCard
      id="recent-activity"
      title="Recent activity"
      description="The latest changes made in the portal (sign-ins are left out)."
    >
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Nothing has changed yet. New listings, edits and role changes appear here as they happen.
        </p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => {
            const at = new Date(entry.at);
            const link = activityLink(entry);
            return (
              <li key={entry.id} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
                  <History className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="text-stone-800 dark:text-stone-200">
                    <span className="font-medium text-stone-900 dark:text-stone-50">
                      {entry.actorEmail ?? 'HouseHunt'}
                    </span>{' '}
                    {describeAction(entry)}
                    {entry.title ? (
                      <>
                        {' '}
                        {link ? (
                          <Link
                            to={link}
                            className="font-medium text-brand-700 hover:underline dark:text-amber-300"
                          >
                            {entry.title}
                          </Link>
                        ) : (
                          <span className="font-medium">{entry.title}</span>
                        )}
                      </>
                    ) : null}
                  </p>
                  <time
                    dateTime={entry.at}
                    title={formatDateTime(at)}
                    className="text-xs text-stone-500 dark:text-stone-400"
                  >
                    {describeTimeSince(at, fetchedAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
