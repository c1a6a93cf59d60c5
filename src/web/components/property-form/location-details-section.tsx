import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { INDIAN_STATES } from '#domain/taxonomy';
import { useMapTiles } from '#web/components/map/get-map-tiles';
import { NumberField, optionsFrom, SelectField, TextField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
import { INDIAN_STATE_MESSAGES } from '#web/lib/labels/indian-states';
import { coordinatesText, mapPosition, type Coordinates } from './map-position';
import type { PropertyFormValues } from './property-form-values';

// Leaflet is large: it loads with the map, after the form itself is on screen.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

function MapPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-72 items-center justify-center rounded-xl border border-dashed border-stone-300 text-sm text-stone-500 dark:border-stone-700 dark:text-stone-400"
    >
      <Trans>Loading map...</Trans>
    </div>
  );
}

function LocationPicker() {
  const { setValue, formState } = useFormContext<PropertyFormValues>();
  const [latitude, longitude] = useWatch<PropertyFormValues, ['latitude', 'longitude']>({
    name: ['latitude', 'longitude'],
  });
  const tiles = useMapTiles();

  const pick = (point: Coordinates) => {
    const text = coordinatesText(point);
    // After a failed submit the fields re-check as they change, as if typed.
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('latitude', text.latitude, options);
    setValue('longitude', text.longitude, options);
  };

  return (
    <figure className="space-y-2">
      <Suspense fallback={<MapPlaceholder />}>
        <LocationMap position={mapPosition(latitude, longitude)} onPick={pick} tiles={tiles.data ?? null} />
      </Suspense>
      <figcaption className="text-xs text-stone-500 dark:text-stone-400">
        <Trans>
          Click the map to place the pin, then drag it to adjust. Latitude and longitude fill in above.
          Without a pin, the listing is shown at the centre of its PIN code area, marked approximate.
        </Trans>
      </figcaption>
    </figure>
  );
}

export function LocationDetailsSection() {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Location Details`}>
      <div className="space-y-5">
        <FieldGrid>
          <TextField name="location" label={t`Locality`} placeholder={t`e.g. Koramangala`} />
          <TextField name="landmark" label={t`Landmark`} />
        </FieldGrid>
        <TextField name="address" label={t`Address`} required autoComplete="street-address" />
        <FieldGrid>
          <TextField name="city" label={t`City`} required autoComplete="address-level2" />
          <SelectField
            name="state"
            label={t`State`}
            required
            placeholder={t`Select state`}
            options={optionsFrom(i18n, INDIAN_STATES, INDIAN_STATE_MESSAGES)}
          />
          <TextField
            name="pincode"
            label={t`PIN Code`}
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </FieldGrid>
        <FieldGrid>
          <NumberField name="latitude" label={t`Latitude`} step="any" min="-90" max="90" />
          <NumberField name="longitude" label={t`Longitude`} step="any" min="-180" max="180" />
        </FieldGrid>
        <LocationPicker />
      </div>
    </Card>
  );
}
