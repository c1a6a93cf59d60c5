import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { bookableDays, isSlotOpen, VISIT_TIME_SLOTS, type VisitTimeSlot } from '#domain/visit-times';
import { SelectField, TextField } from '#web/components/ui/form-fields';
import { VISIT_TIME_SLOT_MESSAGES } from '#web/lib/labels/visit-slots';

type VisitTime = { preferredDate: string; timeSlot: VisitTimeSlot | '' };

/**
 * The day and time of a site visit, offered as the booking rules allow: the days of the booking window, and
 * slots already under way today listed but greyed out, so the choice of times does not seem to jump. The
 * visitor's booking form and the team's reschedule form both ask with it.
 */
export function VisitTimeFields({ dateLabel, timeLabel }: { dateLabel: string; timeLabel: string }) {
  const { t } = useLingui();
  const now = new Date();
  const { first, last } = bookableDays(now);
  const day = useWatch<VisitTime, 'preferredDate'>({ name: 'preferredDate' });
  const slots = VISIT_TIME_SLOTS.map((slot) => {
    const open = !day || isSlotOpen(day, slot, now);
    const label = t(VISIT_TIME_SLOT_MESSAGES[slot]);
    return {
      value: slot,
      label: open ? label : t`${label} (passed)`,
      disabled: !open,
    };
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField<VisitTime>
        name="preferredDate"
        label={dateLabel}
        required
        type="date"
        min={first}
        max={last}
      />
      <SelectField<VisitTime>
        name="timeSlot"
        label={timeLabel}
        required
        placeholder={t`Choose a time`}
        options={slots}
      />
    </div>
  );
}
