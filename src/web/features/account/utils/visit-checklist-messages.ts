/**
 * The Visit day checklist (src/domain/visit-day-checklist.ts) in the page's language. The domain table stays the one
 * list of what to check, in English; each item's id finds its message here (a test keeps the two in step).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PropertyStatus } from '#domain/taxonomy';
import { visitChecklist, type ChecklistItem } from '#domain/visit-day-checklist';
import { VERIFICATION_CHECK_MESSAGES } from '#web/lib/labels/verification-checks';

export const DOCUMENT_MESSAGES: Record<PropertyStatus, Readonly<Record<string, MessageDescriptor>>> = {
  sale: {
    'title-deed': msg`Title deed (sale deed) in the seller’s name`,
    'encumbrance-certificate': msg`Encumbrance certificate for the last 13 years or more`,
    'rera-registration': msg`RERA registration (for a project)`,
    'oc-cc': msg`Occupancy certificate (OC) and completion certificate (CC)`,
    'society-noc': msg`No-objection certificate from the society`,
  },
  rent: {
    'rental-agreement-draft': msg`Draft of the rental agreement`,
    'owner-id': msg`Owner’s identity proof (Aadhaar or PAN)`,
    'society-rules': msg`Society rules (pets, visitors, parking, move-in)`,
  },
};

export const QUESTION_MESSAGES: Record<PropertyStatus, Readonly<Record<string, MessageDescriptor>>> = {
  sale: {
    'all-in-price': msg`What is the all-in price (parking, club, maintenance deposit)?`,
    loans: msg`Is there a loan on the property, and which banks have approved the project?`,
    maintenance: msg`What is the monthly maintenance and what does it cover?`,
    'water-power': msg`Water supply hours, power backup, and the last bills?`,
  },
  rent: {
    deposit: msg`How many months of deposit, and when is it returned?`,
    maintenance: msg`Is maintenance in the rent or separate?`,
    'lock-in': msg`Lock-in period, notice period and the yearly increase?`,
    'water-power': msg`Water supply hours, power backup, and the last bills?`,
  },
};

type Checklist = ReturnType<typeof visitChecklist>;
type Groups = { [group in keyof Checklist]: ChecklistItem[] };

/** An item the table has no message for keeps the domain's English: better than a blank line on the day. */
function translated(
  i18n: I18n,
  items: readonly ChecklistItem[],
  messages: Readonly<Record<string, MessageDescriptor>>,
) {
  return items.map((item) => {
    const message = messages[item.id];
    return message ? { id: item.id, label: i18n._(message) } : item;
  });
}

/** One visit's checklist, as visitChecklist gives it, with every label in the page's language. */
export function checklistIn(
  i18n: I18n,
  status: PropertyStatus,
  verificationChecks: Parameters<typeof visitChecklist>[1],
): Groups {
  const checklist = visitChecklist(status, verificationChecks);
  const checkMessages: Record<string, MessageDescriptor> = {};
  for (const [check, label] of Object.entries(VERIFICATION_CHECK_MESSAGES)) {
    const name = i18n._(label);
    checkMessages[`verification-${check}`] = msg`Not yet confirmed by our team: ${name}`;
  }
  return {
    documents: translated(i18n, checklist.documents, DOCUMENT_MESSAGES[status]),
    questions: translated(i18n, checklist.questions, QUESTION_MESSAGES[status]),
    openChecks: translated(i18n, checklist.openChecks, checkMessages),
  };
}
