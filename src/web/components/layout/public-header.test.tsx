import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as englishMessages } from '#web/locales/en/common.po';
import { messages as hindiMessages } from '#web/locales/hi/common.po';
import { PublicHeader } from './public-header';

function renderHeader(locale: 'en' | 'hi', path: string) {
  i18n.loadAndActivate({ locale, messages: locale === 'hi' ? hindiMessages : englishMessages });
  const router = createMemoryRouter(
    [{ path: '*', element: <PublicHeader account={null} signedIn={false} /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the public header', () => {
  it('speaks English and offers the same page in Hindi', () => {
    renderHeader('en', '/properties?city=pune');
    expect(screen.getByRole('link', { name: 'Post property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/properties?city=pune');
  });

  it('speaks Hindi from the Hindi catalogue and offers the same page in English', () => {
    renderHeader('hi', '/properties');
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी डालें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/properties');
  });
});
