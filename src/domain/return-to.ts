/**
 * Where a user may be sent after signing in: a page of this site, never another site. Used by the server
 * (before it redirects) and the browser (before it navigates), so both apply the same rule.
 */
const BASE = 'https://househunt.invalid';

/** The normalised path of a page on this site, or null for anything else (other sites, the API). */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/')) return null;
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // Dot-segments are resolved first, so "/.//evil.example" is judged as the "//evil.example" it becomes.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
