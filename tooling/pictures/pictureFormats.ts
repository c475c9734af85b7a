export interface PictureFormat {
  /** The media type a <source> names and a server sends. */
  type: string;
  /** The made file's extension, without its dot. */
  extension: string;
}

/**
 * The formats the build makes copies of photographs in: AVIF and WebP for every browser that
 * reads them, JPEG or PNG as the fallback. The encoder's settings are in renderPicture.ts;
 * the dev server names a file's type from here.
 */
export const pictureFormats = {
  avif: { type: 'image/avif', extension: 'avif' },
  webp: { type: 'image/webp', extension: 'webp' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
} satisfies Record<string, PictureFormat>;
