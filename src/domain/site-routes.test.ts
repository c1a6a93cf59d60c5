import { describe, expect, it } from 'vitest';
import { indexablePages, matchSiteRoute, navLinks, SITE_ROUTES } from './site-routes.js';

describe('the route table', () => {
  it('finds the page of an address, with or without a trailing slash', () => {
    expect(matchSiteRoute('/about-us')?.id).toBe('aboutUs');
    expect(matchSiteRoute('/about-us/')?.id).toBe('aboutUs');
    expect(matchSiteRoute('/')?.id).toBe('home');
    expect(matchSiteRoute('/admin')?.id).toBe('adminDashboard');
  });

  it('reads the named segments of an address', () => {
    expect(matchSiteRoute('/property/abc')).toMatchObject({ id: 'property', params: { propertyId: 'abc' } });
    expect(matchSiteRoute('/admin/edit-property/abc')).toMatchObject({
      id: 'adminEditProperty',
      params: { propertyId: 'abc' },
    });
  });

  it('knows no page for an address it does not list', () => {
    expect(matchSiteRoute('/no-such-page')).toBeNull();
    expect(matchSiteRoute('/property')).toBeNull();
    expect(matchSiteRoute('/admin/no-such-screen')).toBeNull();
  });

  it('indexes only public pages with a fixed address', () => {
    const paths = indexablePages().map((page) => page.path);
    expect(paths).toContain(SITE_ROUTES.villasOnDemand.path);
    expect(paths).not.toContain(SITE_ROUTES.login.path);
    expect(paths).not.toContain(SITE_ROUTES.property.path);
    expect(paths.every((path) => !path.startsWith('/admin'))).toBe(true);
  });

  it('lists the header and footer links in table order', () => {
    expect(navLinks('main').map((link) => link.label)).toEqual([
      'Home',
      'Properties',
      'Villas on Demand',
      'Services',
      'About',
      'Contact',
    ]);
    expect(navLinks('legal')).toEqual([
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ]);
  });
});
