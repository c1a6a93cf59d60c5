// The search's map, loaded only when it is shown (phones: when opened; wide screens: after the list has painted):
// every listing the search finds in the map's box, as pins or clusters, "Search as I move the map", and an area
// drawn on the map. Leaflet and its CSS stay out of the first download.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleMarker, Marker, Polygon, Polyline, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import {
  MAX_POLYGON_POINTS,
  parseMapBox,
  parsePolygon,
  writeMapBox,
  writePolygon,
  type MapPoint,
} from '#domain/map-area';
import type { MapPin } from '#domain/map-search';
import { priceParts } from '#domain/price-format';
import { useShortPrice } from '#web/lib/place-names';
import { useMapTiles } from '#web/components/map/get-map-tiles';
import { COUNTRY_ZOOM, INDIA, SiteMap } from '#web/components/map/site-map';
import { useSearchMap, type MapView } from '../api/get-search-map';
import { clusterIcon, pinIcon } from './search-map-markers';
import { intlLocaleOf } from '#web/lib/i18n';

/** How long the map rests before its box is searched: a drag or a zoom is a few moves in a row. */
const SETTLE_MS = 400;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The box the map shows, within the world's latitudes and longitudes (a map zoomed out shows more). */
function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    bbox: writeMapBox({
      south: round5(clamp(bounds.getSouth(), -90, 90)),
      west: round5(clamp(bounds.getWest(), -180, 180)),
      north: round5(clamp(bounds.getNorth(), -90, 90)),
      east: round5(clamp(bounds.getEast(), -180, 180)),
    }),
    zoom: clamp(Math.round(map.getZoom()), 0, 20),
  };
}

/** Where the map opens: the searched box, else the area drawn, else all of India. */
function startBounds(search: ListingSearch): LatLngBoundsExpression | null {
  const box = search.bbox ? parseMapBox(search.bbox) : null;
  if (box?.ok) {
    return [
      [box.value.south, box.value.west],
      [box.value.north, box.value.east],
    ];
  }
  const area = search.polygon ? parsePolygon(search.polygon) : null;
  return area?.ok ? area.value.map((point) => [point.lat, point.lng] as [number, number]) : null;
}

type Handlers = {
  onView: (view: MapView) => void;
  onClick: (point: MapPoint) => void;
};

/** Fits the map to where the search is, then reports each settled view and each click. */
function MapWatcher({ search, onView, onClick }: Handlers & { search: ListingSearch }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    const bounds = startBounds(search);
    if (bounds) map.fitBounds(bounds, { animate: false });
    onView(viewOf(map));
  }, [map, search, onView]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onView(viewOf(map)), SETTLE_MS);
    },
    click: (event) => onClick({ lat: round5(event.latlng.lat), lng: round5(event.latlng.lng) }),
  });
  return null;
}

function PinCard({ pin }: { pin: MapPin }) {
  const { t } = useLingui();
  const amount = useShortPrice()(pin.price);
  const { per } = priceParts(pin);
  const price = per === 'month' ? t`${amount}/month` : per === 'year' ? t`${amount}/year` : amount;
  const bedrooms = pin.bedrooms;
  return (
    <div className="w-48" data-testid="map-pin-card">
      {pin.thumbnail ? (
        <img
          src={pin.thumbnail.src}
          width={pin.thumbnail.width}
          height={pin.thumbnail.height}
          alt=""
          className="mb-2 aspect-[4/3] w-full rounded-md object-cover"
        />
      ) : null}
      <p className="text-base font-bold text-stone-900">{price}</p>
      {bedrooms !== null ? (
        <p className="text-stone-600">
          <Trans>{bedrooms} BHK</Trans>
        </p>
      ) : null}
      <Link
        to={`/property/${pin.id}`}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {pin.title}
      </Link>
    </div>
  );
}

type SearchMapProps = {
  search: ListingSearch;
  /** Changes the search; a move of the map replaces the address rather than adding a step to Back. */
  onSearch: (next: ListingSearch, options?: { replace?: boolean }) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  /** The map's height. */
  className: string;
};

const toggleButton =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

export function SearchMap({ search, onSearch, highlightedId, onHighlight, className }: SearchMapProps) {
  const { t, i18n } = useLingui();
  const tiles = useMapTiles();
  const [view, setView] = useState<MapView | null>(null);
  const [drawing, setDrawing] = useState<MapPoint[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const searchAsIMove = search.bbox !== undefined;
  const answer = useSearchMap({ ...search, bbox: undefined }, view);

  const onView = useCallback(
    (next: MapView) => {
      setView(next);
      if (searchAsIMove && next.bbox !== search.bbox) {
        onSearch({ ...search, bbox: next.bbox, page: 1 }, { replace: true });
      }
    },
    [search, searchAsIMove, onSearch],
  );
  const onClick = useCallback(
    (point: MapPoint) =>
      setDrawing((points) => (points && points.length < MAX_POLYGON_POINTS ? [...points, point] : points)),
    [],
  );

  const area = search.polygon ? parsePolygon(search.polygon) : null;
  const finish = () => {
    const parsed = parsePolygon(writePolygon(drawing ?? []));
    if (!parsed.ok) {
      setProblem(parsed.message.replace(/^polygon: /, ''));
      return;
    }
    setProblem(null);
    setDrawing(null);
    onSearch({ ...search, polygon: writePolygon(parsed.value), page: 1 });
  };

  const data = answer.data;
  const onTheMap = (total: number) => {
    const count = new Intl.NumberFormat(intlLocaleOf(i18n.locale)).format(total);
    return t`${count} on the map here`;
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={searchAsIMove}
          className={toggleButton}
          onClick={() =>
            onSearch({ ...search, bbox: searchAsIMove ? undefined : view?.bbox, page: 1 }, { replace: false })
          }
        >
          <Trans>Search as I move the map</Trans>
        </button>
        {drawing ? (
          <>
            <button type="button" className={toggleButton} disabled={drawing.length < 3} onClick={finish}>
              {t`Finish area (${plural(drawing.length, { one: '# point', other: '# points' })})`}
            </button>
            <button
              type="button"
              className={toggleButton}
              onClick={() => {
                setDrawing(null);
                setProblem(null);
              }}
            >
              <Trans>Cancel drawing</Trans>
            </button>
          </>
        ) : (
          <button type="button" className={toggleButton} onClick={() => setDrawing([])}>
            <Trans>Draw an area</Trans>
          </button>
        )}
        {search.polygon && !drawing ? (
          <button
            type="button"
            className={toggleButton}
            onClick={() => onSearch({ ...search, polygon: undefined, page: 1 })}
          >
            <Trans>Clear area</Trans>
          </button>
        ) : null}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-300" role="status">
        {drawing
          ? (problem ?? t`Click on the map to place the corners of your area, then Finish.`)
          : data
            ? onTheMap(data.total)
            : ''}
      </p>
      <SiteMap
        center={INDIA}
        zoom={COUNTRY_ZOOM}
        tiles={tiles.data ?? null}
        className={className}
        data-testid="search-map"
      >
        <MapWatcher search={search} onView={onView} onClick={onClick} />
        {area?.ok ? (
          <Polygon
            positions={area.value.map((point) => [point.lat, point.lng])}
            pathOptions={{ color: '#7c4a2d', weight: 2, fillOpacity: 0.08 }}
          />
        ) : null}
        {drawing ? (
          <>
            <Polyline
              positions={drawing.map((point) => [point.lat, point.lng])}
              pathOptions={{ color: '#b45309' }}
            />
            {drawing.map((point, index) => (
              <CircleMarker
                key={index}
                center={[point.lat, point.lng]}
                radius={4}
                pathOptions={{ color: '#b45309' }}
              />
            ))}
          </>
        ) : null}
        {data?.kind === 'clusters'
          ? data.clusters.map((cluster) => (
              <ClusterMarker key={`${cluster.lat},${cluster.lng}`} cluster={cluster} />
            ))
          : data?.pins.map((pin) => (
              <Marker
                key={pin.id}
                position={[pin.lat, pin.lng]}
                icon={pinIcon(pin.id === highlightedId)}
                zIndexOffset={pin.id === highlightedId ? 1000 : 0}
                title={pin.title}
                alt={pin.title}
                eventHandlers={{ mouseover: () => onHighlight(pin.id), mouseout: () => onHighlight(null) }}
              >
                <Popup>
                  <PinCard pin={pin} />
                </Popup>
              </Marker>
            ))}
      </SiteMap>
    </div>
  );
}

/** A cluster: a click zooms in on it. */
function ClusterMarker({
  cluster,
}: {
  cluster: Extract<
    NonNullable<ReturnType<typeof useSearchMap>['data']>,
    { kind: 'clusters' }
  >['clusters'][number];
}) {
  const map = useMap();
  const { t, i18n } = useLingui();
  const price = useShortPrice();
  const count = cluster.count;
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={clusterIcon(cluster, { i18n, price })}
      title={t`${count} properties`}
      alt={t`${count} properties`}
      eventHandlers={{
        click: () => map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, 18)),
      }}
    />
  );
}
