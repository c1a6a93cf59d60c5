/**
 * The types of property in the plural ("flats", "commercial land"), in the page's language: the locality page's
 * figures and the property page's comparison say what they count (catalogues: localities, property).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SubCategory } from '#domain/taxonomy';

export const SUB_CATEGORY_PLURALS: Record<SubCategory, MessageDescriptor> = {
  flat: msg`flats`,
  plot: msg`plots`,
  villa: msg`villas`,
  farmland: msg`farmland`,
  'individual-house': msg`individual houses`,
  shop: msg`shops`,
  land: msg`commercial land`,
  building: msg`commercial buildings`,
  'office-space': msg`office spaces`,
  showroom: msg`showrooms`,
  warehouse: msg`warehouses`,
};
