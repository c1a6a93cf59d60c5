import { describe, expect, it } from 'vitest';
import { centredPopupFeatures, destinationAfterSignIn, safeReturnTo, signInUrl } from './sign-in-destination';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/admin/properties')).toBe('/admin/properties');
    expect(safeReturnTo('/properties?city=Pune')).toBe('/properties?city=Pune');
  });

  it.each([
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'admin'],
    ['the API', '/api/auth/logout'],
    ['the login page (a loop)', '/login?returnTo=/admin'],
    ['nothing', null],
    ['an empty value', ''],
  ])('ignores %s', (_case, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to the page the user was headed to', () => {
    expect(destinationAfterSignIn({ role: 'user' }, '/admin/properties')).toBe('/admin/properties');
  });

  it("opens an agent's listings in the portal", () => {
    expect(destinationAfterSignIn({ role: 'agent' }, null)).toBe('/admin/properties');
  });

  it('opens the admin portal for an admin and the home page for everyone else', () => {
    expect(destinationAfterSignIn({ role: 'admin' }, null)).toBe('/admin');
    expect(destinationAfterSignIn({ role: 'user' }, null)).toBe('/');
  });
});

describe('signInUrl', () => {
  it('names the provider, the mode and the page to come back to', () => {
    expect(signInUrl('dev', 'popup', '/admin/edit-property/42')).toBe(
      '/api/auth/login/dev?mode=popup&returnTo=%2Fadmin%2Fedit-property%2F42',
    );
    expect(signInUrl('google', 'redirect', null)).toBe('/api/auth/login/google?mode=redirect');
  });
});

describe('centredPopupFeatures', () => {
  it('centres a 480 x 640 popup over the opening window', () => {
    const opener = { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 };
    expect(centredPopupFeatures(opener)).toBe('popup=yes,width=480,height=640,left=500,top=130');
  });

  it('keeps the popup on screen when the window is smaller than the popup', () => {
    const opener = { screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 600 };
    expect(centredPopupFeatures(opener)).toBe('popup=yes,width=480,height=640,left=0,top=0');
  });
});
