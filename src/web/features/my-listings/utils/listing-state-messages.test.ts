import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LISTING_STATE_LABELS } from '#domain/listing-lifecycle';
import { messages as englishMessages } from '#web/locales/en/lister.po';
import { LISTING_STATE_MESSAGES } from './listing-state-messages';

const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });

describe('the listing states', () => {
  it('read in English exactly as the domain’s labels', () => {
    const said = Object.fromEntries(
      Object.entries(LISTING_STATE_MESSAGES).map(([state, message]) => [state, english._(message)]),
    );
    expect(said).toEqual(LISTING_STATE_LABELS);
  });
});
