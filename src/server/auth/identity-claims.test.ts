import { describe, expect, it } from 'vitest';
import { emailVerifiedByClaims, nameFromClaims } from './identity-claims.js';

describe('identity claims', () => {
  it('takes the name claim when the provider gives one', () => {
    expect(nameFromClaims({ name: '  Priya   Sharma ', given_name: 'P', family_name: 'S' })).toBe(
      'Priya Sharma',
    );
  });

  it('joins given and family name when there is no name claim', () => {
    expect(nameFromClaims({ given_name: 'Priya', family_name: 'Sharma' })).toBe('Priya Sharma');
    expect(nameFromClaims({ name: ' ', given_name: 'Priya' })).toBe('Priya');
  });

  it('gives no name when the provider sends none, or sends something that is not text', () => {
    expect(nameFromClaims({})).toBeNull();
    expect(nameFromClaims({ name: 42, given_name: ['x'], family_name: null })).toBeNull();
  });

  it('counts an email as verified only when the provider says so', () => {
    expect(emailVerifiedByClaims({ email_verified: true })).toBe(true);
    expect(emailVerifiedByClaims({ email_verified: false })).toBe(false);
    expect(emailVerifiedByClaims({})).toBe(false);
    expect(emailVerifiedByClaims({ email_verified: 'true' })).toBe(false);
  });
});
