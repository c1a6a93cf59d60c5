import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '#domain/saved-search';
import { messages as hindiMessages } from '#web/locales/hi/account.po';
import { speakHindi } from '#web/testing/languages';
import { renderAdmin } from '#web/testing/render-admin';
import { SavedSearchList } from './saved-search-list';

afterEach(() => i18n.activate('en'));

describe('My saved searches in Hindi', () => {
  it('says there are none yet and offers the property search', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    renderAdmin(<SavedSearchList userId="u1" searches={[]} />, {});
    expect(screen.getByText('अभी कोई सेव की गई खोज नहीं')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी खोजें' }).getAttribute('href')).toBe('/properties');
  });

  it('says a search’s criteria in Hindi, its places in Devanagari and its budget in लाख', () => {
    speakHindi('account');
    const search: SavedSearch = {
      id: 's1',
      name: 'कोरमंगला के फ़्लैट',
      frequency: 'weekly',
      search: {
        status: 'sale',
        type: ['flat'],
        locality: 'Koramangala',
        city: 'Bengaluru',
        maxPrice: 9_000_000,
      },
      version: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    renderAdmin(<SavedSearchList userId="u1" searches={[search]} />, {});
    expect(screen.getByText('ख़रीदें · फ़्लैट/अपार्टमेंट · कोरमंगला · बेंगलुरु · ₹90 लाख तक')).toBeTruthy();
  });
});
