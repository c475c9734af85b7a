import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { imageSize } from 'image-size';
import { pictureSlots, uploadLimitMb } from '../../src/content/pictureSlots';
import { fieldPath, type Problem } from './problem';
import type { Source } from './sources';
import { roledValues } from './walkFields';

/**
 * The picture's size as it is shown: the build turns a photograph upright by its EXIF
 * orientation (sharp's autoOrient), and orientations 5 to 8 turn it a quarter, so a camera's
 * 1000×700 portrait with orientation 6 is 700 wide on the page.
 */
function pictureSize(file: string): { width: number; height: number } | undefined {
  try {
    const { width, height, orientation = 1 } = imageSize(readFileSync(file));
    return orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

function problemOf(src: string, file: string, slot: keyof typeof pictureSlots): string | undefined {
  if (!existsSync(file)) {
    return `there is no picture public${src}. Add the file there, or correct the path.`;
  }
  const size = megabytes(statSync(file).size);
  if (size > uploadLimitMb) {
    return `public${src} is ${size.toFixed(1)} MB, over the ${uploadLimitMb} MB limit for a picture. Export it as a JPEG at 85% quality, which keeps a photograph sharp well under the limit.`;
  }
  const picture = pictureSize(file);
  if (!picture) {
    return `public${src} cannot be read as a picture. Save it again as SVG, PNG, JPEG, WebP or AVIF.`;
  }
  // A drawing is sharp at any size; a photograph needs a pixel for every pixel it fills.
  if (extname(file).toLowerCase() === '.svg') return undefined;
  const { name, shownUpTo } = pictureSlots[slot];
  if (picture.width >= shownUpTo) return undefined;
  const neededHeight = Math.ceil((shownUpTo * picture.height) / picture.width);
  return `public${src} is ${picture.width}×${picture.height} pixels; ${name} is shown up to ${shownUpTo} pixels wide, so it needs at least ${shownUpTo}×${neededHeight}. Use a larger original.`;
}

/**
 * Every picture named in content exists in public/, can be read, is under the upload limit,
 * and, for a photograph, is wide enough for the largest place its field is shown in. The
 * picture's own width and height are read from the file by the build, never written.
 */
export function pictureProblems(sources: readonly Source[], publicDirectory: string): Problem[] {
  return sources.flatMap((source) =>
    roledValues(source.data, source.type.fields).flatMap(({ path, value, role }): Problem[] => {
      if (!role.picture || typeof value !== 'string') return [];
      const message = problemOf(value, join(publicDirectory, value), role.picture.slot);
      return message
        ? [
            {
              file: source.file,
              line: source.lineOf(path),
              field: fieldPath(path),
              message,
            },
          ]
        : [];
    }),
  );
}
