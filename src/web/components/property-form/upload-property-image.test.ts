import { describe, expect, it } from 'vitest';
import { uploadedImageFrom } from './upload-property-image';

describe('uploadedImageFrom', () => {
  it('reads the photo from the endpoint’s answer', () => {
    const image = { id: 'img-1', width: 1200, height: 800, url: '/media/img-1.webp', variants: [] };
    expect(uploadedImageFrom({ image })).toBe(image);
  });

  it('refuses anything else a 2xx may carry, so the upload fails instead of hanging', () => {
    expect(uploadedImageFrom(undefined)).toBeNull();
    expect(uploadedImageFrom(null)).toBeNull();
    expect(uploadedImageFrom('<html>Sign in to the Wi-Fi</html>')).toBeNull();
    expect(uploadedImageFrom({})).toBeNull();
    expect(uploadedImageFrom({ image: null })).toBeNull();
    expect(uploadedImageFrom({ image: { url: '/media/x.webp' } })).toBeNull();
  });
});
