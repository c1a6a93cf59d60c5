import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

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
