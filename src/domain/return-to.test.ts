import { describe, expect, it } from 'vitest';
import { resumeActionOf, safeReturnTo, withResumeAction } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps a page of this site, with its query', () => {
    expect(safeReturnTo('/admin/properties?page=2')).toBe('/admin/properties?page=2');
    expect(safeReturnTo('/admin/../properties')).toBe('/properties');
  });

  it.each([
    '//evil.example',
    '/.//evil.example/phish',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/api/me',
    'admin',
    '',
  ])('refuses %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(42)).toBeNull();
  });
});

describe('what the visitor was doing, carried through sign-in', () => {
  it('comes back in the return path, accepted by safeReturnTo', () => {
    const path = withResumeAction('/properties?city=Kochi', 'save-search', {
      name: 'Flats & villas “near” Kochi',
      frequency: 'daily',
    });
    expect(safeReturnTo(path)).toBe(path);
    const url = new URL(path, 'https://househunt.invalid');
    expect(url.search).toBe('?city=Kochi');
    expect(resumeActionOf(url.hash, 'save-search')).toEqual({
      name: 'Flats & villas “near” Kochi',
      frequency: 'daily',
    });
    expect(resumeActionOf(url.hash, 'book-visit')).toBeNull();
    expect(resumeActionOf('', 'save-search')).toBeNull();
  });

  it('leaves out the values, then the action, rather than go past the return path’s limit', () => {
    const long = withResumeAction('/properties?q=x', 'save-search', { name: 'n'.repeat(600) });
    expect(long).toBe('/properties?q=x#save-search');
    expect(resumeActionOf(new URL(long, 'https://househunt.invalid').hash, 'save-search')).toEqual({});
    const path = `/properties?q=${'x'.repeat(495)}`;
    expect(withResumeAction(path, 'save-search')).toBe(path);
  });
});
