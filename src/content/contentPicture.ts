/** One format of a photograph at several widths, for a <source> in its <picture>. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * A picture from content as a page receives it. Editors write `src` and `alt`; the build
 * (tooling/pictures/picturesPlugin.ts) adds the rest to each document from the file itself:
 * width and height for every picture, and for a photograph its smaller copies in AVIF and
 * WebP (`sources`), in its own format (`srcSet`, `src`) and its dominant colour. They are
 * missing only in the web editor's preview of a file no build has seen yet.
 */
export interface ContentPicture {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sources?: PictureSource[];
  placeholder?: string;
}
