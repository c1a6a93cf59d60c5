/**
 * The development sign-in's demo accounts, and the name an account gets from its address when its provider
 * gives none. Apart from the provider itself, so that a sign-in through Google does not load oidc-provider.
 */
export const DEMO_ACCOUNTS = [
  { name: 'Demo Admin', email: 'admin@example.com' },
  { name: 'Demo Visitor', email: 'visitor@example.com' },
  // The demo listers: the seed lists some of the catalogue as theirs (seed-demo-data.ts).
  { name: 'Demo Owner', email: 'owner@example.com' },
  { name: 'Demo Broker', email: 'broker@example.com' },
] as const;

/** "priya.sharma@example.com" -> "Priya Sharma"; the demo accounts keep their own names. */
export function nameFromEmail(email: string): string {
  const demo = DEMO_ACCOUNTS.find((account) => account.email === email);
  if (demo) return demo.name;
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}
