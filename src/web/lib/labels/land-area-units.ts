/** The units of land area, in the page's language (catalogues: lister, and visits for the construction enquiry). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LandAreaUnit } from '#domain/land-area';

export const LAND_AREA_UNIT_MESSAGES: Record<LandAreaUnit, MessageDescriptor> = {
  'sq-ft': msg`sq. ft`,
  'sq-yd': msg`sq. yd (gaj)`,
  'sq-m': msg`sq. m`,
  cent: msg`cent`,
  guntha: msg`guntha`,
  acre: msg`acre`,
};
