import {
  DndContext,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PHOTO_LIMITS } from '#domain/photo-limits';
import { Card } from '#web/components/ui/card';
import { useListingMessage } from './listing-validation-messages';
import { isKept } from './photo-list';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoTile } from './photo-tile';
import type { PhotoUploads } from './use-photo-uploads';

// A drag is told once, where it ends, in the same words as a move by the buttons (see `placeAndAnnounce`).
const SILENT_DRAG: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

type PropertyImagesSectionProps = {
  uploads: PhotoUploads;
  /** The server's objection to the photo list on the last save. */
  error: string | undefined;
  /** A save is under way with the photos as they were when it started: changes now would be lost. */
  disabled: boolean;
};

export function PropertyImagesSection({ uploads, error, disabled }: PropertyImagesSectionProps) {
  const { photos, notice, addFiles, remove, move, place } = uploads;
  const { t } = useLingui();
  const say = useListingMessage();
  const keptKeys = photos.filter(isKept).map((photo) => photo.key);
  const fileInput = useRef<HTMLInputElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [moveAnnouncement, setMoveAnnouncement] = useState('');

  const moveButtonRef = (key: string, offset: -1 | 1) => (button: HTMLButtonElement) => {
    const id = `${offset} ${key}`;
    moveButtons.current.set(id, button);
    return () => {
      moveButtons.current.delete(id);
    };
  };

  // React moves the tile's node, which can drop focus, and at either end the pressed button is now disabled:
  // focus stays on the tile that moved, on the pressed button while it can still be pressed.
  const moveAndRefocus = (key: string, name: string, offset: -1 | 1) => {
    const position = keptKeys.indexOf(key) + offset + 1;
    const count = keptKeys.length;
    flushSync(() => {
      move(key, offset);
      setMoveAnnouncement(t`Moved ${name} to position ${position} of ${count}`);
    });
    const pressed = moveButtons.current.get(`${offset} ${key}`);
    const other = moveButtons.current.get(`${-offset} ${key}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  };

  // A click on a photo is not a drag: a mouse must move a little first, a finger must rest on it a moment.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  const placeAndAnnounce = ({ active, over }: DragEndEvent) => {
    const key = String(active.id);
    if (!over || over.id === active.id) return;
    const photo = photos.find((candidate) => candidate.key === key);
    const position = keptKeys.indexOf(String(over.id)) + 1;
    place(key, String(over.id));
    const count = keptKeys.length;
    const name = photo?.name;
    if (photo && position > 0) setMoveAnnouncement(t`Moved ${name} to position ${position} of ${count}`);
  };

  // The removed tile took the focused button with it; the upload control is the next sensible stop.
  const removeAndRefocus = (key: string) => {
    remove(key);
    fileInput.current?.focus();
  };

  const keptCount = keptKeys.length;
  const maxPhotos = PHOTO_LIMITS.maxPhotosPerListing;
  return (
    <Card title={t`Property Images`}>
      <fieldset disabled={disabled} className="min-w-0 space-y-4">
        <PhotoDropZone onFiles={addFiles} inputRef={fileInput} disabled={disabled} />
        <p className="text-xs text-stone-500 dark:text-stone-400">
          <Trans>
            {keptCount} of {maxPhotos} photos. The first photo is the cover.
          </Trans>
        </p>
        {notice ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {say(notice)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {say(error)}
          </p>
        ) : null}
        {photos.length > 0 ? (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={placeAndAnnounce}
            accessibility={{ announcements: SILENT_DRAG }}
          >
            <SortableContext
              items={photos.map((photo) => photo.key)}
              strategy={rectSortingStrategy}
              disabled={disabled}
            >
              <ul
                aria-label={t`Photos`}
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
              >
                {photos.map((photo) => (
                  <PhotoTile
                    key={photo.key}
                    photo={photo}
                    isCover={photo.key === keptKeys[0]}
                    canMoveEarlier={keptKeys.indexOf(photo.key) > 0}
                    canMoveLater={keptKeys.indexOf(photo.key) < keptKeys.length - 1}
                    onMove={(offset) => moveAndRefocus(photo.key, photo.name, offset)}
                    onRemove={() => removeAndRefocus(photo.key)}
                    moveEarlierRef={moveButtonRef(photo.key, -1)}
                    moveLaterRef={moveButtonRef(photo.key, 1)}
                  />
                ))}
              </ul>
            </SortableContext>
            <p className="text-xs text-stone-500 dark:text-stone-400">
              <Trans>
                Drag a photo, or use its arrows, to change the order. Removed photos are deleted when you
                save.
              </Trans>
            </p>
          </DndContext>
        ) : null}
      </fieldset>
      <p role="status" className="sr-only">
        {moveAnnouncement}
      </p>
    </Card>
  );
}
