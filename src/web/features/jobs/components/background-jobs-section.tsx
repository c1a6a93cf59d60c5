import { Play, RotateCcw } from 'lucide-react';
import { toast } from '#web/lib/toast';
import type { FailedJob, JobQueueSummary } from '#domain/background-jobs';
import { ListState } from '#web/components/ui/list-state';
import { TimeSince } from '#web/components/ui/admin-table';
import { formatDateTime } from '#web/lib/relative-time';
import { useBackgroundJobs } from '#web/features/jobs/api/get-background-jobs';
import { useRetryBackgroundJob, useRunBackgroundJob } from '#web/features/jobs/api/background-job-writes';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { SettingsTable } from '#web/components/admin/settings-table';

function QueueRow({ queue, now }: { queue: JobQueueSummary; now: number }) {
  const run = useRunBackgroundJob();
  const runNow = () =>
    run.mutate(
      { name: queue.name },
      {
        onSuccess: () => toast.success(`${queue.label}: queued to run now`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <tr className="text-stone-700 dark:text-stone-300">
      <th scope="row" className="px-5 py-3 font-medium text-stone-900 sm:px-3 dark:text-stone-100">
        {queue.label}
      </th>
      <td className="px-3 py-3 text-right tabular-nums">{queue.queued}</td>
      <td className="px-3 py-3 text-right tabular-nums">{queue.active}</td>
      <td
        className={`px-3 py-3 text-right tabular-nums ${queue.failed ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}
      >
        {queue.failed}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-stone-700 dark:text-stone-300">
        {queue.lastCompletedAt ? <TimeSince at={queue.lastCompletedAt} now={now} /> : 'Not yet'}
      </td>
      <td className="px-5 py-3 text-right sm:px-3">
        {queue.scheduled ? (
          <button
            type="button"
            onClick={run.isPending ? undefined : runNow}
            aria-disabled={run.isPending}
            className={secondaryButtonClass}
            aria-label={`Run now: ${queue.label}`}
          >
            <Play className="size-4" aria-hidden="true" />
            Run now
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function FailedJobItem({ job, now }: { job: FailedJob; now: number }) {
  const retry = useRetryBackgroundJob();
  const retryJob = () =>
    retry.mutate(
      { name: job.name, id: job.id },
      {
        onSuccess: () => toast.success(`${job.label}: will run again`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-stone-900 dark:text-stone-100">{job.label}</p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          Failed <TimeSince at={job.failedAt} now={now} /> after {job.attempts}{' '}
          {job.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
        <p className="font-mono text-xs break-words text-red-800 dark:text-red-300">{job.error}</p>
      </div>
      <button
        type="button"
        onClick={retry.isPending ? undefined : retryJob}
        aria-disabled={retry.isPending}
        className={`${secondaryButtonClass} shrink-0`}
        aria-label={`Retry ${job.label}, failed ${formatDateTime(new Date(job.failedAt))}`}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Retry
      </button>
    </li>
  );
}

/** The work the server does on its own: what is queued, running and failed, a failed job's error and Retry. */
export function BackgroundJobsSection() {
  const jobs = useBackgroundJobs();

  const now = jobs.dataUpdatedAt;
  return (
    <ListState query={jobs} look="inline" loadingText="Loading background jobs…">
      {({ queues, failed }) => (
        <div className="space-y-6">
          <SettingsTable
            caption="Background jobs: queued, running and failed, and the last finished run"
            columns={[
              { label: 'Job' },
              { label: 'Queued', align: 'right' },
              { label: 'Running', align: 'right' },
              { label: 'Failed', align: 'right' },
              { label: 'Last finished' },
              { label: 'Actions', align: 'right', hidden: true },
            ]}
          >
            {queues.map((queue) => (
              <QueueRow key={queue.name} queue={queue} now={now} />
            ))}
          </SettingsTable>
          <section aria-labelledby="failed-jobs-heading">
            <h3
              id="failed-jobs-heading"
              className="text-base font-semibold text-stone-900 dark:text-stone-50"
            >
              Failed jobs
            </h3>
            {failed.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">No failed jobs.</p>
            ) : (
              <ul className="divide-y divide-stone-100 text-sm dark:divide-stone-800">
                {failed.map((job) => (
                  <FailedJobItem key={job.id} job={job} now={now} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </ListState>
  );
}
