/** "For Sale" or "For Rent", in the page's language: every listing card's badge says it (catalogue: common). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PropertyStatus } from '#domain/taxonomy';

export const PROPERTY_STATUS_MESSAGES: Record<PropertyStatus, MessageDescriptor> = {
  sale: msg`For Sale`,
  rent: msg`For Rent`,
};
