/**
 * States and union territories, stored by their English names, in the page's language (catalogues: lister, costs).
 * Read a stored name with storedNameIn.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IndianState } from '#domain/taxonomy';

export const INDIAN_STATE_MESSAGES: Record<IndianState, MessageDescriptor> = {
  'Andaman and Nicobar Islands': msg`Andaman and Nicobar Islands`,
  'Andhra Pradesh': msg`Andhra Pradesh`,
  'Arunachal Pradesh': msg`Arunachal Pradesh`,
  Assam: msg`Assam`,
  Bihar: msg`Bihar`,
  Chandigarh: msg`Chandigarh`,
  Chhattisgarh: msg`Chhattisgarh`,
  'Dadra and Nagar Haveli and Daman and Diu': msg`Dadra and Nagar Haveli and Daman and Diu`,
  Delhi: msg`Delhi`,
  Goa: msg`Goa`,
  Gujarat: msg`Gujarat`,
  Haryana: msg`Haryana`,
  'Himachal Pradesh': msg`Himachal Pradesh`,
  'Jammu and Kashmir': msg`Jammu and Kashmir`,
  Jharkhand: msg`Jharkhand`,
  Karnataka: msg`Karnataka`,
  Kerala: msg`Kerala`,
  Ladakh: msg`Ladakh`,
  Lakshadweep: msg`Lakshadweep`,
  'Madhya Pradesh': msg`Madhya Pradesh`,
  Maharashtra: msg`Maharashtra`,
  Manipur: msg`Manipur`,
  Meghalaya: msg`Meghalaya`,
  Mizoram: msg`Mizoram`,
  Nagaland: msg`Nagaland`,
  Odisha: msg`Odisha`,
  Puducherry: msg`Puducherry`,
  Punjab: msg`Punjab`,
  Rajasthan: msg`Rajasthan`,
  Sikkim: msg`Sikkim`,
  'Tamil Nadu': msg`Tamil Nadu`,
  Telangana: msg`Telangana`,
  Tripura: msg`Tripura`,
  'Uttar Pradesh': msg`Uttar Pradesh`,
  Uttarakhand: msg`Uttarakhand`,
  'West Bengal': msg`West Bengal`,
};
