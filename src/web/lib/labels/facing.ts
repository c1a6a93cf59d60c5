/**
 * The direction the main door faces, which Vastu-minded buyers read first, in the page's language (catalogues:
 * search, property, lister).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Facing } from '#domain/taxonomy';

export const FACING_MESSAGES: Record<Facing, MessageDescriptor> = {
  north: msg`North`,
  south: msg`South`,
  east: msg`East`,
  west: msg`West`,
  'north-east': msg`North-East`,
  'north-west': msg`North-West`,
  'south-east': msg`South-East`,
  'south-west': msg`South-West`,
};
