import { useRef } from 'react';
import { PHOTO_LIMITS } from '../../../../../domain/photo-limits';
import { FormSection } from './form-section';
import { isKept } from './photo-list';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoTile } from './photo-tile';
import type { PhotoUploads } from './use-photo-uploads';

type PropertyImagesSectionProps = {
  uploads: PhotoUploads;
  /** The server's objection to the photo list on the last save. */
  error: string | undefined;
};

export function PropertyImagesSection({ uploads, error }: PropertyImagesSectionProps) {
  const { photos, notice, addFiles, remove, move } = uploads;
  const keptKeys = photos.filter(isKept).map((photo) => photo.key);
  const fileInput = useRef<HTMLInputElement>(null);

  // The removed tile took the focused button with it; the upload control is the next sensible stop.
  const removeAndRefocus = (key: string) => {
    remove(key);
    fileInput.current?.focus();
  };

  return (
    <FormSection title="Property Images">
      <div className="space-y-4">
        <PhotoDropZone onFiles={addFiles} inputRef={fileInput} />
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {keptKeys.length} of {PHOTO_LIMITS.maxPhotosPerListing} photos. The first photo is the cover.
        </p>
        {notice ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {photos.length > 0 ? (
          <>
            <ul
              aria-label="Photos"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            >
              {photos.map((photo) => (
                <PhotoTile
                  key={photo.key}
                  photo={photo}
                  isCover={photo.key === keptKeys[0]}
                  canMoveEarlier={keptKeys.indexOf(photo.key) > 0}
                  canMoveLater={keptKeys.indexOf(photo.key) < keptKeys.length - 1}
                  onMove={(offset) => move(photo.key, offset)}
                  onRemove={() => removeAndRefocus(photo.key)}
                />
              ))}
            </ul>
            <p className="text-xs text-stone-500 dark:text-stone-400">
              Removed photos are deleted when you save.
            </p>
          </>
        ) : null}
      </div>
    </FormSection>
  );
}
