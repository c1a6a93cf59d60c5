import { ImageUp } from 'lucide-react';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { PHOTO_LIMITS } from '../../../../../domain/photo-limits';

type PhotoDropZoneProps = {
  onFiles: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes no files, by click or by drop (e.g. while the form saves). */
  disabled?: boolean;
};

const TYPE_NAMES: Record<(typeof PHOTO_LIMITS.acceptedTypes)[number], string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

function listOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

// The product spec fixes the first hint line word for word; this one says what the uploader really accepts.
const LIMITS_HINT = [
  listOf(PHOTO_LIMITS.acceptedTypes.map((type) => TYPE_NAMES[type])),
  `up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each`,
  `at most ${PHOTO_LIMITS.maxPhotosPerListing} photos`,
].join(' · ');

/** Where photos are chosen: a click opens the file picker, or files are dropped on it. */
export function PhotoDropZone({ onFiles, inputRef, disabled = false }: PhotoDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const limitsId = useId();
  const [dragging, setDragging] = useState(false);

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
        aria-label="Upload photos"
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
          Click to upload or drag and drop
        </span>
        <span id={hintId} className="text-xs text-stone-500 dark:text-stone-400">
          PNG, JPG or JPEG (MAX. 800x400px)
        </span>
        <span id={limitsId} className="text-xs text-stone-500 dark:text-stone-400">
          {LIMITS_HINT}
        </span>
      </label>
    </div>
  );
}
