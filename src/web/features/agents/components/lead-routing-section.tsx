/** Settings: "New leads go to" the listing's agent or each agent in turn. */
import { LEAD_ROUTING_MODE_LABELS, LEAD_ROUTING_MODES, type LeadRoutingMode } from '#domain/lead-routing';
import { ListState } from '#web/components/ui/list-state';
import { useLeadRouting, useSaveLeadRouting } from '../api/lead-routing';

export function LeadRoutingSection() {
  const routing = useLeadRouting();
  const save = useSaveLeadRouting();
  return (
    <ListState look="inline" query={routing} loadingText="Loading how leads are assigned…">
      {(data) => (
        <fieldset className="space-y-2" disabled={save.isPending}>
          <legend className="text-sm font-semibold text-stone-900 dark:text-stone-50">New leads go to</legend>
          {LEAD_ROUTING_MODES.map((mode: LeadRoutingMode) => (
            <label key={mode} className="flex items-center gap-2 text-sm text-stone-700 dark:text-stone-200">
              <input
                type="radio"
                name="lead-routing"
                value={mode}
                checked={data.routing.mode === mode}
                onChange={() => save.mutate({ mode, version: data.version })}
              />
              {LEAD_ROUTING_MODE_LABELS[mode]}
            </label>
          ))}
        </fieldset>
      )}
    </ListState>
  );
}
