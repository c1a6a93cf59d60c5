import type { ListingPhoto } from '#web/lib/listing-types';
import { pictureSources } from '#domain/listing-photo-sources';

type ListingPictureProps = {
  photo: ListingPhoto;
  alt: string;
  /** How wide the picture is drawn, so the browser fetches the smallest rendition that is sharp enough. */
  sizes: string;
  /** 'high' for the photo that is the page's largest paint; off-screen photos load lazily. */
  priority: 'high' | 'auto' | 'lazy';
  className?: string;
};

/** One listing photo: AVIF where the browser has it, WebP otherwise, sized so the page does not jump. */
export function ListingPicture({ photo, alt, sizes, priority, className = '' }: ListingPictureProps) {
  return (
    <picture className="contents">
      {pictureSources(photo.variants).map(({ format, type, srcSet }) => (
        <source key={format} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.url}
        alt={alt}
        width={photo.width}
        height={photo.height}
        decoding="async"
        fetchPriority={priority === 'high' ? 'high' : undefined}
        loading={priority === 'lazy' ? 'lazy' : undefined}
        className={className}
      />
    </picture>
  );
}
