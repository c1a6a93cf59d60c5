import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '#web/testing/render-admin';
import { speak } from '#web/testing/languages';
import { AboutPage } from './about-page';
import { NotFoundPage } from './not-found-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

afterEach(() => speak('en'));

const siteSettings = {
  'GET /site': [
    {
      status: 200,
      body: {
        contactPhone: '+91 80 4567 8900',
        contactEmail: 'hello@househunt.in',
        address: '12 MG Road, Bengaluru 560001',
        social: {},
      },
    },
  ],
};

describe('the site pages in Hindi', () => {
  it('tells the story of HouseHunt, keeping its links to the Hindi pages', () => {
    speak('hi');
    renderAdmin(<AboutPage />, {});
    expect(screen.getByRole('heading', { level: 1, name: 'HouseHunt के बारे में' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हमारा वादा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'विला ऑन डिमांड' }).getAttribute('href')).toBe(
      '/villas-on-demand',
    );
  });

  it('dates the privacy policy in Hindi and shows whom to ask', async () => {
    speak('hi');
    renderAdmin(<PrivacyPolicyPage />, siteSettings);
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
    expect(screen.getByText('आख़िरी बदलाव: 23 नवंबर 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके अधिकार' })).toBeTruthy();
    expect(await screen.findByText('hello@househunt.in')).toBeTruthy();
  });

  it('says in Hindi when the contact details cannot be loaded', async () => {
    speak('hi');
    renderAdmin(<TermsOfServicePage />, { 'GET /site': [{ status: 500 }] });
    expect(screen.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeTruthy();
    expect(await screen.findByText('संपर्क विवरण अभी उपलब्ध नहीं हैं।')).toBeTruthy();
  });

  it('answers a missing page in Hindi', () => {
    speak('hi');
    renderAdmin(<NotFoundPage />, {});
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/');
  });
});

describe('the site pages in English', () => {
  it('keep their words', () => {
    renderAdmin(<PrivacyPolicyPage />, siteSettings);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Last updated 23 November 2026')).toBeTruthy();
  });
});
