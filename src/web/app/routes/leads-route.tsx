import { useLingui } from '@lingui/react/macro';
import { VisitMoveForm } from '#web/features/bookings/components/visit-move-form';
import { useRescheduleVisit } from '#web/features/leads/api/my-leads';
import { MyLeadsPage, type RescheduleForm } from '#web/features/leads/my-leads-page';

/** /account/leads: the leads feature's page, moving a visit with the bookings feature's day-and-time form. */
export function LeadsPage() {
  return <MyLeadsPage rescheduleForm={RescheduleVisit} />;
}

const RescheduleVisit: RescheduleForm = ({ visit, onDone }) => <MoveForm visit={visit} onDone={onDone} />;

function MoveForm({ visit, onDone }: Parameters<RescheduleForm>[0]) {
  const reschedule = useRescheduleVisit();
  const { t } = useLingui();
  const name = visit.name;
  return (
    <VisitMoveForm
      visit={visit}
      label={t`New time for ${name}’s visit`}
      pending={reschedule.isPending}
      move={(moved) => reschedule.mutateAsync({ id: visit.id, moved: { ...moved, version: visit.version } })}
      onDone={onDone}
    />
  );
}
