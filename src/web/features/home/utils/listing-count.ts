const countFormat = new Intl.NumberFormat('en-IN');

/**
 * '1 property', '1,250 properties': the words /properties uses for its result count, so a tile's promise reads the
 * same as the page it opens. Not imported from the results header, which would bring the search schema (and zod)
 * into the home page.
 */
export function propertyCount(listings: number): string {
  return `${countFormat.format(listings)} ${listings === 1 ? 'property' : 'properties'}`;
}
