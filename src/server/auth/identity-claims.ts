/**
 * What HouseHunt reads from a provider's ID token claims (OpenID Connect Core §5.1): the name to show, and
 * whether the provider vouches for the email address.
 */

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null;

/** `name` when the provider gives it, else `given_name` and `family_name` together; null when it gives none. */
export function nameFromClaims(claims: Record<string, unknown>): string | null {
  const full = text(claims.name);
  if (full) return full;
  const parts = [text(claims.given_name), text(claims.family_name)].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Only an explicit `email_verified: true` counts: a provider that says nothing has not checked the address. */
export function emailVerifiedByClaims(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true;
}
