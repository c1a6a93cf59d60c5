/**
 * Where links to the question form point. Apart from the form, so a link to it does not bring the form's code
 * (react-hook-form among it) into a page's first paint.
 */
export const PROPERTY_ENQUIRY_ANCHOR = 'ask-about-this-property';
