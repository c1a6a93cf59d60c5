/**
 * Where links to the booking form point. Apart from the form, so a link to it does not bring the form's code
 * (react-hook-form among it) into a page's first paint.
 */
export const BOOK_VISIT_ANCHOR = 'book-a-visit';
