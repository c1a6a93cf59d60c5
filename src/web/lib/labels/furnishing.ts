/** A listing's furnishing, in the page's language (catalogues: search, property, lister). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FurnishingStatus } from '#domain/taxonomy';

export const FURNISHING_STATUS_MESSAGES: Record<FurnishingStatus, MessageDescriptor> = {
  unfurnished: msg`Unfurnished`,
  'semi-furnished': msg`Semi-Furnished`,
  'fully-furnished': msg`Fully Furnished`,
};
