import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '#domain/photo-limits';

type PhotoDropZoneProps = {
  onFiles: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes no files, by click or by drop (e.g. while the form saves). */
  disabled?: boolean;
};

/** Where photos are chosen: a click opens the file picker, or files are dropped on it. */
export function PhotoDropZone({ onFiles, inputRef, disabled = false }: PhotoDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const limitsId = useId();
  const [dragging, setDragging] = useState(false);
  const { t } = useLingui();
  const maxMegabytes = PHOTO_LIMITS.maxBytes / 1024 / 1024;
  const maxPhotos = PHOTO_LIMITS.maxPhotosPerListing;

  // Drops are still caught while disabled: left alone, the browser would open the file in place of the form.
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(!disabled);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div onDragOver={dragOver} onDragLeave={() => setDragging(false)} onDrop={drop}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={PHOTO_LIMITS.acceptedTypes.join(',')}
        disabled={disabled}
        aria-label={t`Upload photos`}
        aria-describedby={`${hintId} ${limitsId}`}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file can be chosen again after its tile was removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-amber-400 ${
          dragging
            ? 'border-brand-500 bg-brand-50 dark:border-amber-400 dark:bg-stone-800'
            : 'border-stone-300 bg-stone-50 hover:bg-brand-50/60 dark:border-stone-700 dark:bg-stone-950 dark:hover:bg-stone-800/60'
        }`}
      >
        <ImageUp className="size-8 text-brand-600 dark:text-amber-400" aria-hidden="true" />
        <span className="text-sm font-medium text-stone-700 dark:text-stone-200">
          <Trans>Click to upload or drag and drop</Trans>
        </span>
        {/* The product spec fixes this first line word for word; the second is the rule the server enforces. */}
        <span id={hintId} className="text-xs text-stone-500 dark:text-stone-400">
          <Trans>PNG, JPG or JPEG (MAX. 800x400px)</Trans>
        </span>
        <span id={limitsId} className="text-xs font-medium text-stone-700 dark:text-stone-200">
          {/* The domain's ACCEPTED_PHOTOS_RULE, word for word in English. */}
          <Trans>
            Accepted: {ACCEPTED_PHOTO_TYPES} · up to {maxMegabytes} MB each · at most {maxPhotos} photos
          </Trans>
        </span>
      </label>
    </div>
  );
}
