import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_CHECKS } from '#domain/listing-verification';
import { PROPERTY_STATUSES } from '#domain/taxonomy';
import { VISIT_DOCUMENTS, VISIT_QUESTIONS } from '#domain/visit-day-checklist';
import { messages as englishMessages } from '#web/locales/en/account.po';
import { messages as hindiMessages } from '#web/locales/hi/account.po';
import { checklistIn, DOCUMENT_MESSAGES, QUESTION_MESSAGES } from './visit-checklist-messages';

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: englishMessages }));

describe('the Visit day checklist in the page language', () => {
  it('has a message for every item of the domain table, saying the same in English', () => {
    for (const status of PROPERTY_STATUSES) {
      const english = checklistIn(i18n, status, []);
      expect(english.documents).toEqual(VISIT_DOCUMENTS[status]);
      expect(english.questions).toEqual(VISIT_QUESTIONS[status]);
      expect(Object.keys(DOCUMENT_MESSAGES[status])).toEqual(VISIT_DOCUMENTS[status].map((item) => item.id));
      expect(Object.keys(QUESTION_MESSAGES[status])).toEqual(VISIT_QUESTIONS[status].map((item) => item.id));
    }
    expect(checklistIn(i18n, 'sale', []).openChecks).toHaveLength(VERIFICATION_CHECKS.length);
    expect(checklistIn(i18n, 'sale', []).openChecks[0]?.label).toBe(
      'Not yet confirmed by our team: Site visited by our staff',
    );
  });

  it('speaks Hindi on a Hindi page, keeping the ids the ticks are stored under', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    const hindi = checklistIn(i18n, 'sale', [{ check: 'site-visited', checkedOn: '2026-11-01' }]);
    expect(hindi.documents[0]).toEqual({
      id: 'title-deed',
      label: 'बेचने वाले के नाम पर टाइटल डीड (सेल डीड)',
    });
    expect(hindi.openChecks[0]).toEqual({
      id: 'verification-photos-by-staff',
      label: 'हमारी टीम ने अभी पक्का नहीं किया: फ़ोटो हमारे स्टाफ़ ने खींचीं',
    });
  });
});
