/** How often the rent is paid, in the page's language (catalogue: lister). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RentalFrequency } from '#domain/taxonomy';

export const RENTAL_FREQUENCY_MESSAGES: Record<RentalFrequency, MessageDescriptor> = {
  monthly: msg`Monthly`,
  yearly: msg`Yearly`,
};
