/** What a query may say about itself to the app-wide query client (typed for every useQuery call). */
export type AppQueryMeta = {
  /** The query handles its own failure (the session falls back to signed out): log it, no error toast. */
  quietErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
