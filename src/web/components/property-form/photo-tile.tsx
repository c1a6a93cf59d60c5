import { useSortable } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical, ImageOff, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { isSmallerThanRecommended, RECOMMENDED_PHOTO_SIZE, type PhotoSize } from '#domain/photo-limits';
import { useListingMessage } from './listing-validation-messages';
import type { Photo } from './photo-list';

type PhotoTileProps = {
  photo: Photo;
  isCover: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** The move buttons, so focus can follow the tile to its new place. */
  moveEarlierRef?: Ref<HTMLButtonElement>;
  moveLaterRef?: Ref<HTMLButtonElement>;
};

function TileButton({ children, ...props }: ComponentProps<'button'> & { children: ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className="inline-flex size-8 items-center justify-center rounded-lg border border-stone-200 text-stone-600 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-stone-700 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-300"
    >
      {children}
    </button>
  );
}

function UploadProgress({ photo }: { photo: Extract<Photo, { kind: 'new' }> }) {
  const percent = Math.round(photo.progress * 100);
  const { t } = useLingui();
  const name = photo.name;
  return (
    <div className="space-y-1">
      <progress
        value={percent}
        max={100}
        aria-label={t`Uploading ${name}`}
        className="block h-1.5 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-600 dark:[&::-moz-progress-bar]:bg-amber-400 dark:[&::-webkit-progress-bar]:bg-stone-700 dark:[&::-webkit-progress-value]:bg-amber-400"
      />
      <p className="text-xs text-stone-500 dark:text-stone-400">
        {photo.status === 'waiting' ? t`Waiting to upload` : t`Uploading… ${percent}%`}
      </p>
    </div>
  );
}

/** PHOTO_MESSAGES.smallerThanRecommended, in the page's language. */
function SmallerThanRecommended({ size }: { size: PhotoSize }) {
  const { width, height } = size;
  const { width: recommendedWidth, height: recommendedHeight } = RECOMMENDED_PHOTO_SIZE;
  return (
    <Trans>
      This photo is {width} × {height} px, smaller than {recommendedWidth} × {recommendedHeight} px: it will
      look blurry on large screens.
    </Trans>
  );
}

/**
 * One photo in the ordered grid: its preview, upload state and the buttons to reorder or remove it. The preview is
 * also a handle to drag the photo to another place with a mouse, or with a finger after a short press (a swipe
 * still scrolls the page); the buttons are the way by keyboard and screen reader.
 */
export function PhotoTile({
  photo,
  isCover,
  canMoveEarlier,
  canMoveLater,
  onMove,
  onRemove,
  moveEarlierRef,
  moveLaterRef,
}: PhotoTileProps) {
  const { t } = useLingui();
  const say = useListingMessage();
  const name = photo.name;
  const failed = photo.kind === 'new' && photo.status === 'failed';
  const inFlight = photo.kind === 'new' && (photo.status === 'waiting' || photo.status === 'uploading');
  // A new photo's preview is the chosen file itself, so its size is known once it shows; a stored one's preview is
  // a smaller rendition, and the server measured the original.
  const [previewSize, setPreviewSize] = useState<PhotoSize | null>(null);
  const size = photo.kind === 'stored' ? photo.size : previewSize;
  const tooSmall = !failed && size !== null && isSmallerThanRecommended(size) ? size : null;
  // Not the sortable's attributes (a focusable role="button" tile): keyboard users have the move buttons.
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: photo.key,
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`overflow-hidden rounded-xl border bg-white shadow-sm dark:bg-stone-900 ${
        failed ? 'border-red-300 dark:border-red-800' : 'border-stone-200 dark:border-stone-700'
      } ${isDragging ? 'relative z-10 opacity-80 shadow-lg' : ''}`}
    >
      <div
        ref={setActivatorNodeRef}
        {...listeners}
        data-testid="photo-drag-handle"
        title={t`Drag to move`}
        className="relative cursor-grab touch-manipulation select-none active:cursor-grabbing"
      >
        {failed ? (
          // The file may not be an image at all; it will not be saved either way.
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-stone-400 dark:bg-stone-800 dark:text-stone-500">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        ) : (
          <img
            src={photo.kind === 'stored' ? photo.url : photo.previewUrl}
            alt={photo.name}
            // The browser's own image dragging would take over from the tile's.
            draggable={false}
            onLoad={(event) =>
              setPreviewSize({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            className={`aspect-[4/3] w-full bg-stone-100 object-cover dark:bg-stone-800 ${inFlight ? 'opacity-60' : ''}`}
          />
        )}
        {isCover ? (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow dark:bg-amber-500 dark:text-stone-950">
            <Trans>Cover</Trans>
          </span>
        ) : null}
        <span className="absolute top-2 right-2 rounded-full bg-white/85 p-1 text-stone-700 shadow dark:bg-stone-900/85 dark:text-stone-200">
          <GripVertical className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div className="space-y-2 p-2.5">
        <p className="truncate text-xs font-medium text-stone-700 dark:text-stone-200" title={photo.name}>
          {photo.name}
        </p>
        {inFlight ? <UploadProgress photo={photo} /> : null}
        {tooSmall ? (
          <p className="flex gap-1 text-xs text-amber-800 dark:text-amber-300">
            <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <SmallerThanRecommended size={tooSmall} />
          </p>
        ) : null}
        {failed ? (
          <>
            <p role="alert" className="text-xs text-red-700 dark:text-red-400">
              {photo.error === null ? null : say(photo.error)}
            </p>
            <button
              type="button"
              onClick={onRemove}
              aria-label={t`Remove ${name}`}
              className="inline-flex items-center gap-1.5 rounded-lg border border-red-200 px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              <Trans>Remove</Trans>
            </button>
          </>
        ) : (
          <div className="flex items-center gap-1.5">
            <TileButton
              ref={moveEarlierRef}
              onClick={() => onMove(-1)}
              disabled={!canMoveEarlier}
              aria-label={t`Move ${name} earlier`}
              title={t`Move left`}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </TileButton>
            <TileButton
              ref={moveLaterRef}
              onClick={() => onMove(1)}
              disabled={!canMoveLater}
              aria-label={t`Move ${name} later`}
              title={t`Move right`}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </TileButton>
            <span className="flex-1" />
            <TileButton onClick={onRemove} aria-label={t`Remove ${name}`} title={t`Remove photo`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </TileButton>
          </div>
        )}
      </div>
    </li>
  );
}
