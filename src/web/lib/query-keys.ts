/**
 * Every TanStack Query key the web app uses, grouped by feature, so invalidation after a mutation
 * can name exactly what it refreshes.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: () => [...queryKeys.auth.all, 'session'] as const,
    providers: () => [...queryKeys.auth.all, 'providers'] as const,
    /** The mutation key of every way of signing out, so the admin shell can stand down while one runs. */
    signOut: () => [...queryKeys.auth.all, 'sign-out'] as const,
  },
  shortlist: {
    all: ['shortlist'] as const,
    /** A signed-in visitor's lists, per account so a sign-in as someone else never shows the last one's. */
    saved: (userId: string) => [...queryKeys.shortlist.all, 'saved', userId] as const,
    recentlyViewed: (userId: string) => [...queryKeys.shortlist.all, 'recently-viewed', userId] as const,
    /** Cards for the listings a signed-out visitor keeps in this browser. */
    cards: (ids: readonly string[]) => [...queryKeys.shortlist.all, 'cards', ids] as const,
  },
  compare: {
    all: ['compare'] as const,
    listings: (ids: readonly string[]) => [...queryKeys.compare.all, 'listings', ids] as const,
    shared: (token: string) => [...queryKeys.compare.all, 'shared', token] as const,
  },
  forms: {
    all: ['forms'] as const,
    /** The signed token every visitor form (booking, enquiries) sends back with its submission. */
    token: () => [...queryKeys.forms.all, 'token'] as const,
  },
  dashboard: {
    // Invalidate `all` after a change to listings, bookings or enquiries: the shell's badges and tiles follow.
    all: ['dashboard'] as const,
    overview: () => [...queryKeys.dashboard.all, 'overview'] as const,
    counts: () => [...queryKeys.dashboard.all, 'counts'] as const,
    responseTimes: () => [...queryKeys.dashboard.all, 'response-times'] as const,
  },
  bookings: {
    // Invalidate `all` after any booking write: lists, the open detail and the agenda all show the booking.
    all: ['bookings'] as const,
    lists: () => [...queryKeys.bookings.all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...queryKeys.bookings.lists(), params] as const,
    detail: (id: string) => [...queryKeys.bookings.all, 'detail', id] as const,
    agenda: <Params extends object>(params: Params) => [...queryKeys.bookings.all, 'agenda', params] as const,
    /** The title for the "Listing" filter chip when no booking in the list names it. */
    listingTitle: (id: string) => [...queryKeys.bookings.all, 'listing-title', id] as const,
  },
  enquiries: {
    // Invalidate `all` after any enquiry write: the lists and the open detail both show the enquiry.
    all: ['enquiries'] as const,
    lists: () => [...queryKeys.enquiries.all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...queryKeys.enquiries.lists(), params] as const,
    detail: (id: string) => [...queryKeys.enquiries.all, 'detail', id] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    unreadCount: () => [...queryKeys.notifications.all, 'unread-count'] as const,
    lists: () => [...queryKeys.notifications.all, 'list'] as const,
    list: <Params extends object>(params: Params) => [...queryKeys.notifications.lists(), params] as const,
  },
  listingImport: {
    all: ['listing-import'] as const,
    detail: (id: string) => [...queryKeys.listingImport.all, 'detail', id] as const,
  },
  sentMail: {
    all: ['sent-mail'] as const,
    list: <Params extends object>(params: Params) => [...queryKeys.sentMail.all, 'list', params] as const,
    detail: (id: string) => [...queryKeys.sentMail.all, 'detail', id] as const,
  },
  adminSearch: {
    all: ['admin-search'] as const,
    /** The header search's results for one (trimmed) search text. */
    results: (text: string) => [...queryKeys.adminSearch.all, text] as const,
  },
  site: {
    all: ['site'] as const,
    settings: () => [...queryKeys.site.all, 'settings'] as const,
  },
  settings: {
    all: ['settings'] as const,
    /** The site settings as the admin form edits them, with their version. */
    site: () => [...queryKeys.settings.all, 'site'] as const,
    users: () => [...queryKeys.settings.all, 'users'] as const,
    /** The background jobs' counts and failures. */
    jobs: () => [...queryKeys.settings.all, 'jobs'] as const,
  },
  properties: {
    all: ['properties'] as const,
    adminLists: () => [...queryKeys.properties.all, 'admin-list'] as const,
    adminList: <Params extends object>(params: Params) =>
      [...queryKeys.properties.adminLists(), params] as const,
    adminDetail: (id: string) => [...queryKeys.properties.all, 'admin-detail', id] as const,
    /** The other listings the duplicate guard takes this one for a copy of. */
    duplicates: (id: string) => [...queryKeys.properties.all, 'duplicates', id] as const,
    /** The usual price per sq.ft of a city's listings of one type, for the form's far-off price warning. */
    priceBenchmark: <Params extends object>(params: Params) =>
      [...queryKeys.properties.all, 'price-benchmark', params] as const,
    detail: (id: string) => [...queryKeys.properties.all, 'detail', id] as const,
    similar: (id: string) => [...queryKeys.properties.all, 'similar', id] as const,
    priceHistory: (id: string) => [...queryKeys.properties.all, 'price-history', id] as const,
    /** The verification record: the property page's panel and the admin's section. */
    verification: (id: string) => [...queryKeys.properties.all, 'verification', id] as const,
    adminVerification: (id: string) => [...queryKeys.properties.all, 'admin-verification', id] as const,
    search: <Params extends object>(params: Params) =>
      [...queryKeys.properties.all, 'search', params] as const,
    /** The search's map: its pins or clusters in the map's box at its zoom. */
    map: <Params extends object>(params: Params) => [...queryKeys.properties.all, 'map', params] as const,
    /** Searches like an empty one that find listings, by the empty search's filters. */
    searchSuggestions: <Params extends object>(params: Params) =>
      [...queryKeys.properties.all, 'search-suggestions', params] as const,
    /** The places of live listings suggested for what is typed in a place box. */
    places: (typed: string) => [...queryKeys.properties.all, 'places', typed] as const,
    // Under properties: whatever refreshes listings refreshes the home page's rows and counts too.
    home: () => [...queryKeys.properties.all, 'home'] as const,
  },
  myListings: {
    all: ['my-listings'] as const,
    /** Per account, so a sign-in as someone else never shows the last one's. */
    list: (userId: string) => ['my-listings', 'list', userId] as const,
  },
  /** The team's agents, for the choice of a listing's agent. */
  teamAgents: ['team-agents'] as const,
  leadRouting: {
    all: ['lead-routing'] as const,
    current: () => ['lead-routing', 'current'] as const,
  },
  myLeads: {
    all: ['my-leads'] as const,
    /** Per account, so a sign-in as someone else never shows the last one's. */
    page: (userId: string, page: number) => ['my-leads', 'page', userId, page] as const,
  },
  savedSearches: {
    all: ['saved-searches'] as const,
    /** Per account, so a sign-in as someone else never shows the last one's. */
    list: (userId: string) => [...queryKeys.savedSearches.all, 'list', userId] as const,
  },
  visitFeedback: {
    /** The visit a "How was your visit?" link names, by its token. */
    visit: (token: string) => ['visit-feedback', token] as const,
  },
  account: {
    all: ['account'] as const,
    visits: (userId: string) => [...queryKeys.account.all, 'visits', userId] as const,
    enquiries: (userId: string) => [...queryKeys.account.all, 'enquiries', userId] as const,
    listingContact: (userId: string) => [...queryKeys.account.all, 'listing-contact', userId] as const,
    phoneReveals: (userId: string) => [...queryKeys.account.all, 'phone-reveals', userId] as const,
    /** The signed-in admin's choice of team mail. */
    teamMail: () => [...queryKeys.account.all, 'team-mail'] as const,
  },
  unsubscribe: {
    all: ['unsubscribe'] as const,
    link: (token: string) => [...queryKeys.unsubscribe.all, token] as const,
  },
  visitLink: {
    all: ['visit-link'] as const,
    visit: (token: string) => [...queryKeys.visitLink.all, token] as const,
  },
};
