import { createContext, useContext } from 'react';

/**
 * What differs between the team's form (admin Add/Edit Property) and a lister's (Post property, edit from My
 * listings): where photos are uploaded, where Cancel leads, and whether the usual price of the area is asked for
 * (the price benchmark is the team's endpoint).
 */
export type PropertyFormSettings = {
  /** The endpoint a chosen photo is posted to, e.g. /api/admin/property-images. */
  photoUploadUrl: string;
  cancelTo: string;
  priceBenchmark: boolean;
};

export const ADMIN_PROPERTY_FORM: PropertyFormSettings = {
  photoUploadUrl: '/api/admin/property-images',
  cancelTo: '/admin/properties',
  priceBenchmark: true,
};

export const PropertyFormSettingsContext = createContext<PropertyFormSettings>(ADMIN_PROPERTY_FORM);

export const usePropertyFormSettings = () => useContext(PropertyFormSettingsContext);
