import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianMobile } from '#domain/contact-fields';
import {
  CONSTRUCTION_BUDGETS,
  CONSTRUCTION_TIMELINES,
  constructionEnquirySchema,
  PLOT_AREA_UNITS,
  type ConstructionEnquiryInput,
} from '#domain/enquiry-request';
import { EmailField, MobileField, NameField } from '#web/components/visitor-form/contact-fields';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/form-fields';
import { SentDetails } from '#web/components/visitor-form/sent-details';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';
import {
  choiceOptions,
  CONSTRUCTION_BUDGET_TEXTS,
  CONSTRUCTION_TIMELINE_TEXTS,
  constructionChoicesIn,
} from '#web/features/enquiries/utils/construction-choices';
import { LAND_AREA_UNIT_MESSAGES } from '#web/lib/labels/land-area-units';
import { useEnquiryForm } from './use-enquiry-form';

/** The /villas-on-demand form: the plot, the budget and the timing, so the design team calls prepared. */
export function ConstructionEnquiryForm() {
  const { t } = useLingui();
  return (
    <VisitorFormCard<EnquiryReceipt>
      id="plan-your-villa"
      title={t`Tell us about your plot`}
      intro={
        <p>
          <Trans>
            A few details are enough for a first conversation. An architect from our design team calls you
            back, free of charge and with no commitment.
          </Trans>
        </p>
      }
      form={(onSent) => <ConstructionFields onSent={onSent} />}
      received={(sent, sendAgain) => (
        <SubmissionReceived
          title={t`Enquiry received`}
          againLabel={t`Send another enquiry`}
          onAgain={sendAgain}
        >
          <ConstructionReceived enquiry={sent} />
        </SubmissionReceived>
      )}
    />
  );
}

/** What happens next, and the request as the server recorded it. */
function ConstructionReceived({ enquiry }: { enquiry: EnquiryReceipt }) {
  const { t } = useLingui();
  const { name, city, email } = enquiry;
  const phone = enquiry.phone ? formatIndianMobile(enquiry.phone) : null;
  return (
    <>
      <p>
        {city
          ? t`Thank you, ${name}. Our design team has your plot details for ${city}.`
          : t`Thank you, ${name}. Our design team has your plot details.`}
      </p>
      <p>
        {phone
          ? t`An architect will call you on ${phone} within two working days to talk about your plans, and will email ${email} afterwards with sample designs and next steps.`
          : t`An architect will call you on the number you gave within two working days to talk about your plans, and will email ${email} afterwards with sample designs and next steps.`}
      </p>
      <ConstructionRequestSent enquiry={enquiry} />
    </>
  );
}

/** The request as the server recorded it, in the form's own words. */
function ConstructionRequestSent({ enquiry }: { enquiry: EnquiryReceipt }) {
  const { t, i18n } = useLingui();
  const plot = constructionChoicesIn(enquiry.details, i18n);
  return (
    <SentDetails
      answers={[
        [t`Your name`, enquiry.name],
        [t`Mobile number`, enquiry.phone ? formatIndianMobile(enquiry.phone) : null],
        [t`Email`, enquiry.email],
        [t`City or town of the plot`, enquiry.city],
        [t`Plot size`, plot.plotSize],
        [t`Construction budget`, plot.budget],
        [t`When to start`, plot.timeline],
        [t`Anything else`, enquiry.message],
      ]}
    />
  );
}

function ConstructionFields({ onSent }: { onSent: (enquiry: EnquiryReceipt) => void }) {
  const { t, i18n } = useLingui();
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
    sentMessage: t`Enquiry received. Our design team will call you.`,
    onSent,
  });
  return (
    <VisitorForm
      label={t`Tell us about your plot`}
      state={state}
      submitLabel={t`Request a call back`}
      note={t`We use your details only to plan your villa with you. Nothing is shared with third parties.`}
    >
      <NameField />
      <div className="grid gap-4 sm:grid-cols-2">
        <MobileField required />
        <EmailField required hint={t`We send floor plans and the estimate here.`} />
      </div>
      <TextField<ConstructionEnquiryInput>
        name="city"
        label={t`City or town of the plot`}
        required
        autoComplete="address-level2"
        placeholder={t`For example: Mysuru`}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_9rem] gap-4">
        <TextField<ConstructionEnquiryInput>
          name="plotArea"
          label={t`Plot size`}
          required
          type="text"
          inputMode="decimal"
          placeholder="2400"
        />
        <SelectField<ConstructionEnquiryInput>
          name="plotAreaUnit"
          label={t`Unit`}
          required
          placeholder={t`Choose a unit`}
          options={choiceOptions(PLOT_AREA_UNITS, LAND_AREA_UNIT_MESSAGES, i18n)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<ConstructionEnquiryInput>
          name="budgetRange"
          label={t`Construction budget`}
          required
          placeholder={t`Choose a range`}
          options={choiceOptions(CONSTRUCTION_BUDGETS, CONSTRUCTION_BUDGET_TEXTS, i18n)}
          hint={t`For building only, not the land.`}
        />
        <SelectField<ConstructionEnquiryInput>
          name="timeline"
          label={t`When would you like to start?`}
          required
          placeholder={t`Choose a timeline`}
          options={choiceOptions(CONSTRUCTION_TIMELINES, CONSTRUCTION_TIMELINE_TEXTS, i18n)}
        />
      </div>
      <TextAreaField<ConstructionEnquiryInput>
        name="message"
        label={t`Anything else?`}
        rows={4}
        placeholder={t`For example: east-facing corner plot, four bedrooms, a home office and space for parents.`}
      />
    </VisitorForm>
  );
}
