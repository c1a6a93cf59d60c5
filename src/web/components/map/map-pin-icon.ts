import L, { type DivIconOptions } from 'leaflet';

/**
 * The pin on HouseHunt's maps, `size` pixels square with its point on the spot. Leaflet's default marker images
 * break once bundled, so the pin is lucide's map-pin drawn inline.
 */
export function mapPinIcon(
  size: number,
  /** Where a popup or tooltip opens, from the pin's point. */
  labelAnchor: Pick<DivIconOptions, 'popupAnchor' | 'tooltipAnchor'> = {},
) {
  return L.divIcon({
    className: '',
    // SVG markup for Leaflet, not words.
    /* eslint-disable lingui/no-unlocalized-strings */
    html:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" fill="#7c4a2d" ` +
      'stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
      '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/>' +
      '<circle cx="12" cy="10" r="3" fill="#ffffff"/></svg>',
    /* eslint-enable lingui/no-unlocalized-strings */
    iconSize: [size, size],
    iconAnchor: [size / 2, size - 2],
    ...labelAnchor,
  });
}
