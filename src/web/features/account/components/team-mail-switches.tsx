import { toast } from '#web/lib/toast';
import { TEAM_MAIL_CHOICE_LABELS, type TeamMailChoices } from '#domain/team-mail-choices';
import { LoadErrorState } from '#web/components/ui/load-error-state';
import { useSaveTeamMailChoices, useTeamMailChoices } from '../api/team-mail-choices';

const CHOICES = Object.keys(TEAM_MAIL_CHOICE_LABELS) as Array<keyof TeamMailChoices>;

/** Three switches, each saved as it is flipped: which team mail this admin gets. */
export function TeamMailSwitches() {
  const choices = useTeamMailChoices();
  const save = useSaveTeamMailChoices();
  if (choices.isError && !choices.data) {
    return (
      <LoadErrorState
        title="We could not load your mail choices"
        message={choices.error.message}
        retrying={choices.isFetching}
        onRetry={() => void choices.refetch()}
      />
    );
  }
  const current = save.isPending ? save.variables : choices.data;
  const flip = (name: keyof TeamMailChoices) => {
    if (!current) return;
    save.mutate(
      { ...current, [name]: !current[name] },
      {
        onSuccess: () => toast.success('Mail choices saved', { id: 'team-mail-saved' }),
        onError: (error) => toast.error(`Not saved: ${error.message}`, { id: 'team-mail-saved' }),
      },
    );
  };
  return (
    <ul className="divide-y divide-brand-100 dark:divide-stone-800">
      {CHOICES.map((name) => {
        const { label, hint } = TEAM_MAIL_CHOICE_LABELS[name];
        const on = current?.[name] ?? false;
        return (
          <li key={name} className="flex items-center justify-between gap-4 py-3">
            <span>
              <span
                id={`team-mail-${name}`}
                className="block text-sm font-semibold text-stone-900 dark:text-stone-50"
              >
                {label}
              </span>
              <span className="block text-sm text-stone-600 dark:text-stone-300">{hint}</span>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={`team-mail-${name}`}
              disabled={!current || save.isPending}
              onClick={() => flip(name)}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors aria-checked:bg-brand-700 disabled:opacity-60 dark:bg-stone-700 dark:aria-checked:bg-amber-500"
            >
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
