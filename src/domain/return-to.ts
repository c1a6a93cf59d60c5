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

/** The longest return path sign-in takes (safeReturnTo refuses longer ones). */
const RETURN_TO_MAX_LENGTH = 500;

/**
 * `path` with what the visitor was doing when they went to sign in, in its fragment ("#save-search?name=…"),
 * so the page they come back to can carry on with what they had typed. What does not fit the return path's limit
 * is left out: first the values, then the action.
 */
export function withResumeAction(path: string, action: string, values: Record<string, string> = {}): string {
  const url = new URL(path, BASE);
  const query = new URLSearchParams(values).toString();
  for (const hash of [query ? `${action}?${query}` : action, action, '']) {
    url.hash = hash;
    const withAction = `${url.pathname}${url.search}${url.hash}`;
    if (withAction.length <= RETURN_TO_MAX_LENGTH) return withAction;
  }
  return path;
}

/** The values `withResumeAction` put in a page's fragment for `action` (`location.hash`), or null. */
export function resumeActionOf(hash: string, action: string): Record<string, string> | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === action) return {};
  if (!fragment.startsWith(`${action}?`)) return null;
  return Object.fromEntries(new URLSearchParams(fragment.slice(action.length + 1)));
}
