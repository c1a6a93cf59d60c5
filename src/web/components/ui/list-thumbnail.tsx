import { Trans } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';

const frame =
  'h-12 w-16 shrink-0 overflow-hidden rounded-lg border border-brand-100 bg-brand-50 dark:border-stone-700 dark:bg-stone-800';

type ListThumbnailProps = {
  /** The photo, or null for a placeholder ("No photo"). */
  src: string | null;
  srcSet?: string;
};

/** A small photo at the start of an admin list's row (64 × 48), or a placeholder when there is none. */
export function ListThumbnail({ src, srcSet }: ListThumbnailProps) {
  if (!src) {
    return (
      <div className={`${frame} flex items-center justify-center text-stone-400 dark:text-stone-500`}>
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">
          <Trans>No photo</Trans>
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      {/* Decorative: the title in the same row names the listing, and repeating it would be heard twice. */}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? '64px' : undefined}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
