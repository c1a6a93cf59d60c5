/** The type of property ("Flat/Apartment"), in the page's language: every listing card shows it (catalogue: common). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SubCategory } from '#domain/taxonomy';

export const SUB_CATEGORY_MESSAGES: Record<SubCategory, MessageDescriptor> = {
  flat: msg`Flat/Apartment`,
  plot: msg`Plot`,
  villa: msg`Villa`,
  farmland: msg`Farmland`,
  'individual-house': msg`Individual House`,
  shop: msg`Shop`,
  land: msg`Commercial Land`,
  building: msg`Commercial Building`,
  'office-space': msg`Office Space`,
  showroom: msg`Showroom`,
  warehouse: msg`Warehouse`,
};
