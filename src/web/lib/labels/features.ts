/**
 * Every feature any type of listing offers (#domain/taxonomy's COMMON_FEATURES and FEATURES_BY_SUB_CATEGORY), by its
 * stored English name, in the page's language (catalogues: property, lister). Read a stored name with storedNameIn.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const FEATURE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Vastu Compliant': msg`Vastu Compliant`,
  'Corner Property': msg`Corner Property`,
  'Park Facing': msg`Park Facing`,
  'Main Road Facing': msg`Main Road Facing`,
  'Private Balcony': msg`Private Balcony`,
  'Modular Kitchen': msg`Modular Kitchen`,
  'Walk-in Closet': msg`Walk-in Closet`,
  'Servant Room': msg`Servant Room`,
  'Study Room': msg`Study Room`,
  'Pooja Room': msg`Pooja Room`,
  'Store Room': msg`Store Room`,
  'Private Garden': msg`Private Garden`,
  Terrace: msg`Terrace`,
  'Private Pool': msg`Private Pool`,
  'Home Theater': msg`Home Theater`,
  'Servant Quarter': msg`Servant Quarter`,
  'BBQ Area': msg`BBQ Area`,
  'Clear Title': msg`Clear Title`,
  'RERA Approved': msg`RERA Approved`,
  'Boundary Wall': msg`Boundary Wall`,
  'Electricity Connection': msg`Electricity Connection`,
  'Water Connection': msg`Water Connection`,
  'Corner Shop': msg`Corner Shop`,
  'Storage Area': msg`Storage Area`,
  'Display Window': msg`Display Window`,
  'Loading/Unloading Area': msg`Loading/Unloading Area`,
  'Reception Area': msg`Reception Area`,
  'Conference Room': msg`Conference Room`,
  Pantry: msg`Pantry`,
  'Server Room': msg`Server Room`,
  'Break-out Area': msg`Break-out Area`,
};
