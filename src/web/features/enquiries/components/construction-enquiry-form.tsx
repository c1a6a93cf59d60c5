import { formatIndianMobile } from '#domain/contact-fields';
import { constructionDetailsOf } from '#domain/enquiry-management';
import {
  CONSTRUCTION_BUDGET_LABELS,
  CONSTRUCTION_BUDGETS,
  CONSTRUCTION_TIMELINE_LABELS,
  CONSTRUCTION_TIMELINES,
  constructionEnquirySchema,
  PLOT_AREA_UNIT_LABELS,
  PLOT_AREA_UNITS,
  type ConstructionEnquiryInput,
} from '#domain/enquiry-request';
import { EmailField, MobileField, NameField } from '#web/components/visitor-form/contact-fields';
import { optionsFrom, SelectField, TextAreaField, TextField } from '#web/components/ui/form-fields';
import { SentDetails } from '#web/components/visitor-form/sent-details';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';
import { useEnquiryForm } from './use-enquiry-form';

const unitOptions = optionsFrom(PLOT_AREA_UNITS, PLOT_AREA_UNIT_LABELS);
const budgetOptions = optionsFrom(CONSTRUCTION_BUDGETS, CONSTRUCTION_BUDGET_LABELS);
const timelineOptions = optionsFrom(CONSTRUCTION_TIMELINES, CONSTRUCTION_TIMELINE_LABELS);

/** The /villas-on-demand form: the plot, the budget and the timing, so the design team calls prepared. */
export function ConstructionEnquiryForm() {
  return (
    <VisitorFormCard<EnquiryReceipt>
      id="plan-your-villa"
      title="Tell us about your plot"
      intro={
        <p>
          A few details are enough for a first conversation. An architect from our design team calls you back,
          free of charge and with no commitment.
        </p>
      }
      form={(onSent) => <ConstructionFields onSent={onSent} />}
      received={(sent, sendAgain) => (
        <SubmissionReceived title="Enquiry received" againLabel="Send another enquiry" onAgain={sendAgain}>
          <p>
            Thank you, {sent.name}. Our design team has your plot details
            {sent.city ? ` for ${sent.city}` : ''}.
          </p>
          <p>
            An architect will call you on{' '}
            {sent.phone ? formatIndianMobile(sent.phone) : 'the number you gave'} within two working days to
            talk about your plans, and will email {sent.email} afterwards with sample designs and next steps.
          </p>
          <ConstructionRequestSent enquiry={sent} />
        </SubmissionReceived>
      )}
    />
  );
}

/** The request as the server recorded it, in the form's own words. */
function ConstructionRequestSent({ enquiry }: { enquiry: EnquiryReceipt }) {
  const plot = constructionDetailsOf(enquiry.details);
  return (
    <SentDetails
      answers={[
        ['Your name', enquiry.name],
        ['Mobile number', enquiry.phone ? formatIndianMobile(enquiry.phone) : null],
        ['Email', enquiry.email],
        ['City or town of the plot', enquiry.city],
        ['Plot size', plot.plotSize],
        ['Construction budget', plot.budget],
        ['When to start', plot.timeline],
        ['Anything else', enquiry.message],
      ]}
    />
  );
}

function ConstructionFields({ onSent }: { onSent: (enquiry: EnquiryReceipt) => void }) {
  const state = useEnquiryForm({
    schema: constructionEnquirySchema,
    defaultValues: (contact): ConstructionEnquiryInput => ({
      kind: 'construction',
      ...contact,
      city: '',
      plotArea: '',
      plotAreaUnit: 'sq-ft',
      budgetRange: '',
      timeline: '',
      message: '',
    }),
    hiddenFields: ['kind'],
    sentMessage: 'Enquiry received. Our design team will call you.',
    onSent,
  });
  return (
    <VisitorForm
      label="Tell us about your plot"
      state={state}
      submitLabel="Request a call back"
      note="We use your details only to plan your villa with you. Nothing is shared with third parties."
    >
      <NameField />
      <div className="grid gap-4 sm:grid-cols-2">
        <MobileField required />
        <EmailField required hint="We send floor plans and the estimate here." />
      </div>
      <TextField<ConstructionEnquiryInput>
        name="city"
        label="City or town of the plot"
        required
        autoComplete="address-level2"
        placeholder="For example: Mysuru"
      />
      <div className="grid grid-cols-[minmax(0,1fr)_9rem] gap-4">
        <TextField<ConstructionEnquiryInput>
          name="plotArea"
          label="Plot size"
          required
          type="text"
          inputMode="decimal"
          placeholder="2400"
        />
        <SelectField<ConstructionEnquiryInput>
          name="plotAreaUnit"
          label="Unit"
          required
          placeholder="Choose a unit"
          options={unitOptions}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<ConstructionEnquiryInput>
          name="budgetRange"
          label="Construction budget"
          required
          placeholder="Choose a range"
          options={budgetOptions}
          hint="For building only, not the land."
        />
        <SelectField<ConstructionEnquiryInput>
          name="timeline"
          label="When would you like to start?"
          required
          placeholder="Choose a timeline"
          options={timelineOptions}
        />
      </div>
      <TextAreaField<ConstructionEnquiryInput>
        name="message"
        label="Anything else?"
        rows={4}
        placeholder="For example: east-facing corner plot, four bedrooms, a home office and space for parents."
      />
    </VisitorForm>
  );
}
