import { ENQUIRY_NOTES_MAX, enquiryNotesSchema } from '#domain/enquiry-management';
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { RecordNotesEditor } from '#web/components/ui/record-notes-editor';
import { useUpdateEnquiryNotes } from '#web/features/enquiries/api/enquiry-writes';

/** The team's private notes on an enquiry (what was said on the call, what to send next). */
export function EnquiryNotesEditor({ enquiry }: { enquiry: AdminEnquiry }) {
  const save = useUpdateEnquiryNotes(enquiry.id, (updated) =>
    updated.notes ? 'Notes saved' : 'Notes cleared',
  );
  return (
    <RecordNotesEditor
      notes={enquiry.notes}
      version={enquiry.version}
      schema={enquiryNotesSchema}
      max={ENQUIRY_NOTES_MAX}
      save={save}
      placeholder="For example: called on Monday; sending floor plans by email."
      formLabel="Team notes"
    />
  );
}
