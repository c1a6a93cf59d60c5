import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { intlLocaleOf } from '#web/lib/i18n';

/**
 * '1 property', '1,250 properties': the words /properties uses for its result count, so a tile's promise reads the
 * same as the page it opens. Not imported from the results header, which would bring the search schema (and zod)
 * into the home page.
 */
export function usePropertyCount(): (listings: number) => string {
  const { t, i18n } = useLingui();
  const countFormat = new Intl.NumberFormat(intlLocaleOf(i18n.locale));
  return (listings) => {
    const count = countFormat.format(listings);
    return t`${plural(listings, { one: `${count} property`, other: `${count} properties` })}`;
  };
}
