import { describe, expect, it } from 'vitest';
import { VERIFICATION_CHECKS } from './listing-verification.js';
import {
  VISIT_DOCUMENTS,
  VISIT_QUESTIONS,
  openVerificationChecks,
  visitChecklist,
} from './visit-day-checklist.js';

describe('visit-day checklist', () => {
  it('asks for the sale documents on a sale listing', () => {
    const ids = visitChecklist('sale', null).documents.map((item) => item.id);
    expect(ids).toEqual([
      'title-deed',
      'encumbrance-certificate',
      'rera-registration',
      'oc-cc',
      'society-noc',
    ]);
  });

  it('asks for the rental documents on a rent listing', () => {
    const ids = visitChecklist('rent', null).documents.map((item) => item.id);
    expect(ids).toEqual(['rental-agreement-draft', 'owner-id', 'society-rules']);
  });

  it('keeps ids unique within each group, so ticks stored by id never collide', () => {
    for (const table of [VISIT_DOCUMENTS, VISIT_QUESTIONS]) {
      for (const items of Object.values(table)) {
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      }
    }
  });

  it('lists only the verification checks not yet done', () => {
    const open = openVerificationChecks([
      { check: 'site-visited', checkedOn: '2026-11-01' },
      { check: 'title-documents', checkedOn: null },
    ]);
    expect(open.map((item) => item.id)).toEqual(
      VERIFICATION_CHECKS.filter((check) => check !== 'site-visited').map((check) => `verification-${check}`),
    );
    expect(open[0]?.label).toMatch(/^Not yet confirmed by our team: /);
  });

  it('has no open checks when every check is done, and none without a record', () => {
    const all = VERIFICATION_CHECKS.map((check) => ({ check, checkedOn: '2026-11-01' }));
    expect(openVerificationChecks(all)).toEqual([]);
    expect(visitChecklist('sale', null).openChecks).toEqual([]);
  });
});
