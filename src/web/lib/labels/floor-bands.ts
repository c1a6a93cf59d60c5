/** The search filter's floor bands, in the page's language (catalogue: search). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FloorBand } from '#domain/listing-search';

export const FLOOR_BAND_MESSAGES: Record<FloorBand, MessageDescriptor> = {
  ground: msg`Ground floor`,
  low: msg`Low (1st–4th)`,
  middle: msg`Middle (5th–10th)`,
  high: msg`High (11th and above)`,
  top: msg`Top floor`,
};
