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
  properties: {
    all: ['properties'] as const,
    adminLists: () => [...queryKeys.properties.all, 'admin-list'] as const,
    adminList: <Params extends object>(params: Params) =>
      [...queryKeys.properties.adminLists(), params] as const,
    adminDetail: (id: string) => [...queryKeys.properties.all, 'admin-detail', id] as const,
    detail: (id: string) => [...queryKeys.properties.all, 'detail', id] as const,
    search: <Params extends object>(params: Params) =>
      [...queryKeys.properties.all, 'search', params] as const,
  },
};
