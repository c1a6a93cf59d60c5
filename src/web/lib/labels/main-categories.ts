/** Residential or commercial, in the page's language (catalogues: home, search, property, lister). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MainCategory } from '#domain/taxonomy';

export const MAIN_CATEGORY_MESSAGES: Record<MainCategory, MessageDescriptor> = {
  residential: msg`Residential`,
  commercial: msg`Commercial`,
};
