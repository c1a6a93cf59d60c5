import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { LISTING_MAIN_PHOTO_SIZES } from '#domain/listing-photo-sources';
import type { ListingPhoto } from '#web/lib/listing-types';
import { ListingPicture } from './listing-picture';
import { photoAlt } from '#web/components/listing/photo-alt';
import { PhotoCounter, photoKeyHandler, PhotoStepButtons } from './photo-stepping';
import { PhotoViewer } from './photo-viewer';
import { useSwipe } from './use-swipe';

const THUMBNAIL_SIZES = '96px';

type ListingGalleryProps = { title: string; photos: readonly ListingPhoto[] };
type SomePhotos = readonly [ListingPhoto, ...ListingPhoto[]];

const hasPhotos = (photos: readonly ListingPhoto[]): photos is SomePhotos => photos.length > 0;

/**
 * The listing's photos: the cover large with the rest as thumbnails (arrow keys, swipes and buttons move between
 * them, a press opens them full screen), or a placeholder when there are none.
 */
export function ListingGallery({ title, photos }: ListingGalleryProps) {
  return hasPhotos(photos) ? <PhotoGallery title={title} photos={photos} /> : <NoPhotos />;
}

function NoPhotos() {
  return (
    <div className="flex h-56 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-brand-200 bg-brand-50/60 text-stone-500 sm:h-72 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-400">
      <ImageOff className="size-10 text-brand-400 dark:text-stone-500" aria-hidden="true" />
      <p className="text-sm font-medium">
        <Trans>No photos yet</Trans>
      </p>
    </div>
  );
}

function PhotoGallery({ title, photos }: { title: string; photos: SomePhotos }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const total = photos.length;
  const photo = photos[shown] ?? photos[0];
  const shownNumber = shown + 1;
  // Wraps around, so the next photo after the last is the cover again.
  const step = (offset: -1 | 1) => setShown((index) => (index + offset + total) % total);
  const swipe = useSwipe((offset) => {
    if (total > 1) step(offset);
  });

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the carousel's arrow keys; the same steps have buttons */}
      <section
        aria-roledescription="carousel"
        aria-label={t`Photos of ${title}`}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- focusable so the arrow keys step through the photos, as the buttons do
        tabIndex={0}
        onKeyDown={photoKeyHandler(total, step, setShown)}
        className="space-y-3 rounded-2xl"
      >
        <div
          {...swipe}
          className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-2xl bg-stone-100 sm:aspect-[3/2] dark:bg-stone-900"
        >
          <ListingPicture
            // A fresh img per photo, so the old one never stands in at the new one's size while it loads.
            key={photo.id}
            photo={photo}
            alt={photoAlt(title, shown, total)}
            sizes={LISTING_MAIN_PHOTO_SIZES}
            priority={shown === 0 ? 'high' : 'auto'}
            className="size-full object-contain select-none"
          />
          <button
            type="button"
            onClick={() => setFullScreen(true)}
            aria-label={t`View photo ${shownNumber} of ${total} full screen`}
            aria-haspopup="dialog"
            className="group absolute inset-0 cursor-zoom-in rounded-2xl focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 dark:focus-visible:outline-amber-400"
          >
            <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-stone-950/70 px-3 py-1.5 text-xs font-medium text-white transition group-hover:bg-stone-950/85">
              <Maximize2 className="size-3.5" aria-hidden="true" />
              <Trans>Full screen</Trans>
            </span>
          </button>
          <PhotoStepButtons
            total={total}
            onStep={step}
            place={{ left: 'left-3', right: 'right-3' }}
            look="size-10 bg-white/90 text-stone-800 shadow-md hover:bg-white dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-800"
            iconClassName="size-5"
          />
          <PhotoCounter
            shown={shown}
            total={total}
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-medium text-white"
          />
        </div>
        {total > 1 ? (
          <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t`All photos`}>
            {photos.map((thumbnail, index) => (
              <li key={thumbnail.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={t`Show photo ${index + 1} of ${total}`}
                  aria-current={index === shown ? 'true' : undefined}
                  className="block h-16 w-24 overflow-hidden rounded-lg border-2 border-transparent opacity-75 transition hover:opacity-100 aria-[current=true]:border-brand-600 aria-[current=true]:opacity-100 dark:aria-[current=true]:border-amber-400"
                >
                  <ListingPicture
                    photo={thumbnail}
                    alt=""
                    sizes={THUMBNAIL_SIZES}
                    priority="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <PhotoViewer
        open={fullScreen}
        title={title}
        photos={photos}
        shown={shown}
        onStep={step}
        onShow={setShown}
        onClose={() => setFullScreen(false)}
      />
    </>
  );
}
