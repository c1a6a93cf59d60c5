/** An enquiry's status, in the page's language (catalogues: account for My HouseHunt, lister for My leads). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EnquiryStatus } from '#domain/enquiry-management';

export const ENQUIRY_STATUS_MESSAGES: Record<EnquiryStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  closed: msg`Closed`,
};
