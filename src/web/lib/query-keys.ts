/**
 * Every TanStack Query key the web app uses, grouped by feature, so invalidation after a mutation
 * can name exactly what it refreshes.
 */
export const queryKeys = {
  site: {
    all: ['site'] as const,
    settings: () => [...queryKeys.site.all, 'settings'] as const,
  },
};
