import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Dialog } from '#web/components/ui/dialog';
import type { ListingPhoto } from '#web/lib/listing-types';
import { ListingPicture } from './listing-picture';
import { photoAlt } from '#web/components/listing/photo-alt';
import { PhotoCounter, photoKeyHandler, PhotoStepButtons, type PhotoStep } from './photo-stepping';
import { useSwipe } from './use-swipe';

type PhotoViewerProps = {
  open: boolean;
  title: string;
  photos: readonly ListingPhoto[];
  shown: number;
  onStep: PhotoStep;
  onShow: (index: number) => void;
  onClose: () => void;
};

/**
 * The photos full screen, one at a time at the largest size the screen can use; focus starts on Close and goes
 * back to whatever opened it.
 */
export function PhotoViewer({ open, title, photos, shown, onStep, onShow, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const swipe = useSwipe(onStep);
  const total = photos.length;
  const photo = photos[shown] ?? photos[0];

  return (
    <Dialog
      open={open}
      look="full-screen"
      labelledBy={titleId}
      onDismiss={onClose}
      initialFocus={closeRef}
      lockPageScroll
      onKeyDown={photoKeyHandler(total, onStep, onShow)}
    >
      {open && photo ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
            <h2
              id={titleId}
              className="min-w-0 flex-1 truncate text-sm font-medium text-stone-200 sm:text-base"
            >
              {title}
            </h2>
            <PhotoCounter
              shown={shown}
              total={total}
              className="shrink-0 text-sm text-stone-300 tabular-nums"
            />
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={t`Close full-screen photos`}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- a pointer shortcut; Escape and the Close button do the same from the keyboard */}
          <div
            {...swipe}
            // A press on the dark space around the photo closes the viewer, as in most photo viewers.
            onClick={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 sm:px-16"
          >
            <ListingPicture
              key={photo.id}
              photo={photo}
              alt={photoAlt(title, shown, total)}
              sizes="100vw"
              priority="high"
              className="max-h-full max-w-full object-contain select-none"
            />
            <PhotoStepButtons
              total={total}
              onStep={onStep}
              place={{ left: 'left-2 sm:left-4', right: 'right-2 sm:right-4' }}
              look="size-12 bg-stone-900/80 text-white shadow-lg hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
              iconClassName="size-6"
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
