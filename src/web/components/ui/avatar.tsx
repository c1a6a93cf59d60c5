import { useState } from 'react';

const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/**
 * A person's round photo, decorative (their name is always written beside it). Without a photo, or when
 * it does not load, the default avatar shows instead of a broken image.
 */
export function Avatar({ src, className = 'size-9' }: { src?: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : DEFAULT_AVATAR_URL;
  return (
    <img
      src={url}
      alt=""
      // Provider photo hosts (Google's among them) may refuse requests that carry a referrer.
      referrerPolicy="no-referrer"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={`shrink-0 rounded-full object-cover ${className}`}
    />
  );
}
