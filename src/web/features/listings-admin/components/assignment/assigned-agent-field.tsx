import { useId, useState } from 'react';
import type { AdminListingRecord } from '#domain/listing-record';
import { useAssignListingAgent, useTeamAgents } from '#web/features/listings-admin/api/listing-agent';

type AssignedAgentFieldProps = {
  /** The listing as last read: its agent and the version an assignment is made on. */
  listing: Pick<AdminListingRecord, 'id' | 'assignedAgentId' | 'version'>;
  /** An assignment saved: the listing's new version, and the version it was made on. */
  onAssigned: (version: number, madeOnVersion: number) => void;
};

/**
 * Which of the team's agents works the listing and its leads (decision 027), saved on its own like the featured
 * flag: the agent then finds the listing among theirs, and new leads on it go to them when leads follow the
 * listing's agent.
 */
export function AssignedAgentField({ listing, onAssigned }: AssignedAgentFieldProps) {
  const agents = useTeamAgents();
  const assign = useAssignListingAgent(listing.id);
  const [choice, setChoice] = useState(listing.assignedAgentId ?? '');
  const selectId = useId();
  const agentId = choice === '' ? null : choice;
  const unchanged = agentId === listing.assignedAgentId;

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="flex min-w-64 flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-800 dark:text-stone-100">
          Assigned agent
        </label>
        <select
          id={selectId}
          value={choice}
          disabled={!agents.isSuccess}
          onChange={(event) => setChoice(event.target.value)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm dark:border-stone-600 dark:bg-stone-950"
        >
          <option value="">No agent</option>
          {agents.data?.agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name ? `${agent.name} (${agent.email})` : agent.email}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        aria-disabled={assign.isPending || unchanged}
        onClick={() => {
          if (assign.isPending || unchanged) return;
          const madeOnVersion = listing.version;
          assign.mutate(
            { agentId, version: madeOnVersion },
            { onSuccess: (saved) => onAssigned(saved.version, madeOnVersion) },
          );
        }}
        className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {assign.isPending ? 'Assigning...' : 'Assign'}
      </button>
      {agents.isSuccess && agents.data.agents.length === 0 ? (
        <p className="w-full text-sm text-stone-600 dark:text-stone-300">
          The team has no agents yet: an admin gives a user the agent role on the Users page.
        </p>
      ) : null}
    </div>
  );
}
