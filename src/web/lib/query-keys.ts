/**
 * Every TanStack Query key the web app uses, grouped by feature, so invalidation after a mutation
 * can name exactly what it refreshes.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: () => [...queryKeys.auth.all, 'session'] as const,
    providers: () => [...queryKeys.auth.all, 'providers'] as const,
  },
  site: {
    all: ['site'] as const,
    settings: () => [...queryKeys.site.all, 'settings'] as const,
  },
};
