import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as englishMessages } from '#web/locales/en/lister.po';
import { messages as hindiMessages } from '#web/locales/hi/lister.po';
import { firstResponseText as inLanguage } from './first-response';

const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });
const firstResponseText = (createdAt: string, firstRespondedAt: string | null) =>
  inLanguage(english, createdAt, firstRespondedAt);

const asked = '2026-03-14T04:30:00.000Z';
const after = (ms: number) => new Date(Date.parse(asked) + ms).toISOString();

describe('firstResponseText', () => {
  it('says a lead no one has answered is waiting', () => {
    expect(firstResponseText(asked, null)).toBe('Not answered yet');
  });

  it('says how long the visitor waited, in minutes, hours or days', () => {
    expect(firstResponseText(asked, after(20_000))).toBe('Answered within a minute');
    expect(firstResponseText(asked, after(42 * 60_000))).toBe('Answered in 42 min');
    expect(firstResponseText(asked, after(2 * 3_600_000))).toBe('Answered in 2 h');
    expect(firstResponseText(asked, after(2 * 3_600_000 + 5 * 60_000))).toBe('Answered in 2 h 5 min');
    expect(firstResponseText(asked, after(86_400_000))).toBe('Answered in 1 day');
    expect(firstResponseText(asked, after(3 * 86_400_000))).toBe('Answered in 3 days');
  });

  it('says it in Hindi on Hindi pages', () => {
    expect(inLanguage(hindi, asked, null)).toBe('अभी जवाब नहीं दिया');
    expect(inLanguage(hindi, asked, after(2 * 3_600_000 + 5 * 60_000))).toBe('2 घंटे 5 मिनट में जवाब दिया');
    expect(inLanguage(hindi, asked, after(3 * 86_400_000))).toBe('3 दिन में जवाब दिया');
  });
});
