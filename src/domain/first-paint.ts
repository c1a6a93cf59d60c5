/**
 * The server's first paint of a page (docs/decisions/034-server-rendered-first-paint.md) hands the browser's app
 * the answers it drew the page from in a JSON script with this id, so the app draws the same page without asking
 * for them again.
 */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';
