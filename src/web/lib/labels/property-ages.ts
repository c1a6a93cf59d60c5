/** How old a building is, in the page's language (catalogues: search, property, lister). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgeOfProperty } from '#domain/taxonomy';

export const AGE_OF_PROPERTY_MESSAGES: Record<AgeOfProperty, MessageDescriptor> = {
  'under-construction': msg`Under Construction`,
  'newly-built': msg`Newly Built`,
  'less-than-5': msg`Less than 5 years`,
  '5-10-years': msg`5–10 years`,
  '10-plus-years': msg`10+ years`,
};
