import { Link } from 'react-router';
import type { LeadResponseTimes as Figures } from '#domain/lead-routing';
import { ListState } from '#web/components/ui/list-state';
import { useResponseTimes } from '../api/get-response-times';
import { formatResponseMinutes } from '../utils/response-time-format';
import { DashboardCard } from './dashboard-card';

function ResponseTimesBody({ figures }: { figures: Figures }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <section aria-labelledby="agent-response-heading">
        <h3
          id="agent-response-heading"
          className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-100"
        >
          Median first response per agent
        </h3>
        {figures.agents.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-300">
            No agents yet. Make a user an agent on the Settings page’s users list.
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 dark:divide-stone-800">
            {figures.agents.map((agent) => (
              <li key={agent.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="truncate text-stone-900 dark:text-stone-50">
                  {agent.name || agent.email}
                </span>
                <span className="shrink-0 tabular-nums text-stone-700 dark:text-stone-300">
                  {formatResponseMinutes(agent.medianFirstResponseMinutes)}
                  <span className="text-stone-500 dark:text-stone-400"> · {agent.responded} answered</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="waiting-leads-heading">
        <h3
          id="waiting-leads-heading"
          className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-100"
        >
          Waiting longest for a response
        </h3>
        {figures.waitingLongest.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-300">Every lead has had a response.</p>
        ) : (
          <ol className="divide-y divide-stone-100 dark:divide-stone-800">
            {figures.waitingLongest.map((lead) => (
              <li
                key={`${lead.kind}-${lead.id}`}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <Link
                  to={lead.kind === 'booking' ? `/admin/bookings/${lead.id}` : `/admin/enquiries/${lead.id}`}
                  className="truncate font-medium text-stone-900 hover:text-brand-700 hover:underline dark:text-stone-50 dark:hover:text-amber-300"
                >
                  {lead.name}
                </Link>
                <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">
                  {lead.kind === 'booking' ? 'Visit' : 'Enquiry'} ·{' '}
                  {new Date(lead.createdAt).toLocaleString('en-IN', {
                    timeZone: 'Asia/Kolkata',
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** How fast the agents answer their leads, and the leads no one has answered yet, oldest first. */
export function LeadResponseTimes() {
  const figures = useResponseTimes();
  return (
    <DashboardCard
      id="response-times"
      title="Lead response times"
      description="From a lead coming in to the team’s first action on it."
    >
      <ListState query={figures} look="inline" loadingText="Loading response times…">
        {(data) => <ResponseTimesBody figures={data} />}
      </ListState>
    </DashboardCard>
  );
}
