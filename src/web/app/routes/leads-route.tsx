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
  return (
    <VisitMoveForm
      visit={visit}
      label={`New time for ${visit.name}’s visit`}
      pending={reschedule.isPending}
      move={(moved) => reschedule.mutateAsync({ id: visit.id, moved: { ...moved, version: visit.version } })}
      onDone={onDone}
    />
  );
}
