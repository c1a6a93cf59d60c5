import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '#web/testing/render-admin';
import { speak } from '#web/testing/languages';
import { LoginPage } from './login-page';

afterEach(() => speak('en'));

const signedOut = {
  'GET /me': [{ status: 200, body: { user: null, csrfToken: null } }],
  'GET /auth/providers': [{ status: 200, body: { providers: [{ id: 'google', name: 'Google' }] } }],
};

describe('the sign-in page', () => {
  it('invites a visitor to sign in, in Hindi', async () => {
    speak('hi');
    renderAdmin(<LoginPage />, signedOut, { at: '/login' });
    expect(screen.getByRole('heading', { name: 'HouseHunt में साइन-इन करें' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Google से आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बिना अकाउंट के प्रॉपर्टी देखें' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it('keeps its English words on an English page', async () => {
    renderAdmin(<LoginPage />, signedOut, { at: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in to HouseHunt' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});
