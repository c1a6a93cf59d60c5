/**
 * The site's colours for mail, which cannot read the style sheet: the brand browns of src/web/styles.css
 * (--color-brand-*) and Tailwind's stone greys the pages use for text. mail-colours.test.ts holds them to the
 * style sheet.
 */
export const MAIL_COLOURS = {
  /** The page behind the mail: brand-50, the site's warm off-white. */
  background: '#fbf6f1',
  card: '#ffffff',
  /** Body text: stone-900. */
  text: '#1c1917',
  /** Labels and the footer: stone-600. */
  muted: '#57534e',
  /** The site's name, links and buttons: brand-700, the site's brown. */
  brand: '#7c4a2d',
  link: '#7c4a2d',
  onBrand: '#ffffff',
} as const;

/** Which brand-scale variable of the style sheet each brand colour is. */
export const MAIL_BRAND_SHADES = { background: 50, brand: 700, link: 700 } as const;
