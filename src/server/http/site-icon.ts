/** The site's icon (src/web/public/favicon.svg, copied into the web build), for pages the server writes itself. */
export const SITE_ICON_PATH = '/favicon.svg';

/** Named in every page's head, so no browser falls back to asking for /favicon.ico. */
export const SITE_ICON_LINK = `<link rel="icon" type="image/svg+xml" href="${SITE_ICON_PATH}" />`;
