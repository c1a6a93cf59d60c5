// The search map's markers: a count bubble with its price range for a cluster, the site's pin for a listing.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import L from 'leaflet';
import type { MapCluster } from '#domain/map-search';
import { mapPinIcon } from '#web/components/map/map-pin-icon';

/** What the markers' words need: the page's messages and its short price form ('₹45 L', '₹45 लाख'). */
export type MarkerWords = { i18n: I18n; price: (amount: number) => string };

/** "₹45 L–₹2.1 Cr", or for rents alone "₹20,000–₹1.2 L/mo": what the listings of a cluster cost. */
export function clusterPriceRange(cluster: Pick<MapCluster, 'sale' | 'rent'>, words: MarkerWords): string {
  const range = ({ min, max }: { min: number; max: number }) =>
    min === max ? words.price(min) : `${words.price(min)}–${words.price(max)}`;
  if (cluster.sale) return range(cluster.sale);
  if (!cluster.rent) return '';
  const rents = range(cluster.rent);
  return words.i18n._(msg`${rents}/mo`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round bubble with the count, sized by it, and the price range under it. */
export function clusterIcon(cluster: MapCluster, words: MarkerWords) {
  const size = cluster.count < 10 ? 36 : cluster.count < 100 ? 44 : 54;
  return L.divIcon({
    className: '',
    html:
      `<div class="flex flex-col items-center" data-testid="map-cluster" data-count="${cluster.count}">` +
      `<span class="grid place-items-center rounded-full border-2 border-white bg-brand-700 font-bold text-white shadow-md" style="width:${size}px;height:${size}px">${cluster.count}</span>` +
      `<span class="mt-0.5 whitespace-nowrap rounded bg-white/95 px-1 text-[11px] font-semibold text-stone-800 shadow-sm">${escapeHtml(clusterPriceRange(cluster, words))}</span>` +
      '</div>',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const PIN = mapPinIcon(32, { popupAnchor: [0, -28] });
const PIN_HIGHLIGHTED = mapPinIcon(44, { popupAnchor: [0, -40] });

/** A listing's pin; bigger while its card is hovered. */
export const pinIcon = (highlighted: boolean) => (highlighted ? PIN_HIGHLIGHTED : PIN);
