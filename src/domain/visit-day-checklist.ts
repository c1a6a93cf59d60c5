/**
 * What to take care of on a visit (issue 25, the "Visit day" page): the documents to ask to see by the listing's
 * kind, the questions to ask, and the verification checks our team has not yet confirmed. One table, read by the
 * page; the ticks are kept in the browser per visit, so the list works offline.
 */
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_CHECKS,
  type VerificationCheck,
} from './listing-verification.js';
import type { PropertyStatus } from './taxonomy.js';

export type ChecklistItem = { id: string; label: string };

export const VISIT_DOCUMENTS: Record<PropertyStatus, readonly ChecklistItem[]> = {
  sale: [
    { id: 'title-deed', label: 'Title deed (sale deed) in the seller’s name' },
    { id: 'encumbrance-certificate', label: 'Encumbrance certificate for the last 13 years or more' },
    { id: 'rera-registration', label: 'RERA registration (for a project)' },
    { id: 'oc-cc', label: 'Occupancy certificate (OC) and completion certificate (CC)' },
    { id: 'society-noc', label: 'No-objection certificate from the society' },
  ],
  rent: [
    { id: 'rental-agreement-draft', label: 'Draft of the rental agreement' },
    { id: 'owner-id', label: 'Owner’s identity proof (Aadhaar or PAN)' },
    { id: 'society-rules', label: 'Society rules (pets, visitors, parking, move-in)' },
  ],
};

export const VISIT_QUESTIONS: Record<PropertyStatus, readonly ChecklistItem[]> = {
  sale: [
    { id: 'all-in-price', label: 'What is the all-in price (parking, club, maintenance deposit)?' },
    { id: 'loans', label: 'Is there a loan on the property, and which banks have approved the project?' },
    { id: 'maintenance', label: 'What is the monthly maintenance and what does it cover?' },
    { id: 'water-power', label: 'Water supply hours, power backup, and the last bills?' },
  ],
  rent: [
    { id: 'deposit', label: 'How many months of deposit, and when is it returned?' },
    { id: 'maintenance', label: 'Is maintenance in the rent or separate?' },
    { id: 'lock-in', label: 'Lock-in period, notice period and the yearly increase?' },
    { id: 'water-power', label: 'Water supply hours, power backup, and the last bills?' },
  ],
};

/** The checks of the listing's verification record not done yet, in the record's order, as items to see for oneself. */
export function openVerificationChecks(
  checks: ReadonlyArray<{ check: VerificationCheck; checkedOn: string | null }>,
): ChecklistItem[] {
  const done = new Set(checks.filter((entry) => entry.checkedOn !== null).map((entry) => entry.check));
  return VERIFICATION_CHECKS.filter((check) => !done.has(check)).map((check) => ({
    id: `verification-${check}`,
    label: `Not yet confirmed by our team: ${VERIFICATION_CHECK_LABELS[check]}`,
  }));
}

/** The whole checklist of one visit, in the page's three groups. */
export function visitChecklist(
  status: PropertyStatus,
  verificationChecks: ReadonlyArray<{ check: VerificationCheck; checkedOn: string | null }> | null,
): { documents: readonly ChecklistItem[]; questions: readonly ChecklistItem[]; openChecks: ChecklistItem[] } {
  return {
    documents: VISIT_DOCUMENTS[status],
    questions: VISIT_QUESTIONS[status],
    openChecks: verificationChecks ? openVerificationChecks(verificationChecks) : [],
  };
}
