import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatVisitDate } from '#domain/india-calendar';
import { messages as englishMessages } from '#web/locales/en/lister.po';
import { messages as hindiMessages } from '#web/locales/hi/lister.po';
import { visitDateIn } from './lead-messages';

// A lead's statuses and visit times are the shared tables of #web/lib/labels, tested there (labels.test.ts).
const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });

describe('a lead’s words', () => {
  it('read in English exactly as the domain’s dates', () => {
    expect(visitDateIn(english, '2026-12-05')).toBe(formatVisitDate('2026-12-05'));
  });

  it('read in Hindi with Western digits', () => {
    expect(visitDateIn(hindi, '2026-12-05')).toBe('शनिवार, 5 दिसंबर 2026');
  });
});
