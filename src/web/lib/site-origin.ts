let serverOrigin: string | undefined;

/** The site's own origin, for links a visitor takes elsewhere (a listing shared on WhatsApp). */
export const siteOrigin = (): string => serverOrigin ?? window.location.origin;

/** The server's first paint has no window: the site's public address (one canonical host, decision 001). */
export function setServerSiteOrigin(origin: string): void {
  serverOrigin = origin;
}
