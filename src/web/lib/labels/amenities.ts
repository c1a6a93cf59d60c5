/**
 * The amenities a listing ticks (#domain/taxonomy stores them by their English names, which are also their labels),
 * in the page's language (catalogues: search, property, lister). Read a stored name with storedNameIn.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Amenity } from '#domain/taxonomy';

export const AMENITY_MESSAGES: Record<Amenity, MessageDescriptor> = {
  'Water Supply 24/7': msg`Water Supply 24/7`,
  'Power Backup': msg`Power Backup`,
  Lift: msg`Lift`,
  Security: msg`Security`,
  Parking: msg`Parking`,
  'Fire Safety': msg`Fire Safety`,
  'Swimming Pool': msg`Swimming Pool`,
  Gym: msg`Gym`,
  'Club House': msg`Club House`,
  Garden: msg`Garden`,
  "Children's Play Area": msg`Children's Play Area`,
  'Indoor Games': msg`Indoor Games`,
  'Sports Facility': msg`Sports Facility`,
  'Grocery Shop': msg`Grocery Shop`,
  ATM: msg`ATM`,
  Pharmacy: msg`Pharmacy`,
  'School Within 2km': msg`School Within 2km`,
  'Hospital Within 2km': msg`Hospital Within 2km`,
  'Air Conditioning': msg`Air Conditioning`,
  'Gas Pipeline': msg`Gas Pipeline`,
  'Internet/Wi-Fi': msg`Internet/Wi-Fi`,
  'RO Water System': msg`RO Water System`,
  'Solar Power': msg`Solar Power`,
  'Rain Water Harvesting': msg`Rain Water Harvesting`,
};
