import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { fieldPath, type Problem } from './problem';
import { valueAt } from './schemaWalk';
import type { Source } from './sources';
import { roledValues } from './walkFields';

function pictureSize(file: string): { width: number; height: number } | undefined {
  try {
    return imageSize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Every picture named in content exists in public/, and the width and height written beside
 * it are the picture's own, so the page reserves exactly its space before it loads.
 */
export function pictureProblems(sources: readonly Source[], publicDirectory: string): Problem[] {
  return sources.flatMap((source) =>
    roledValues(source.data, source.type.fields)
      .filter(({ role, value }) => role.picture && typeof value === 'string')
      .flatMap(({ path, value }): Problem[] => {
        const where = { file: source.file, line: source.lineOf(path), field: fieldPath(path) };
        const file = join(publicDirectory, String(value));
        if (!existsSync(file)) {
          return [
            {
              ...where,
              message: `there is no picture public${String(value)}. Add the file there, or correct the path.`,
            },
          ];
        }
        const picture = path.slice(0, -1);
        const written = {
          width: valueAt(source.data, [...picture, 'width']),
          height: valueAt(source.data, [...picture, 'height']),
        };
        const size = pictureSize(file);
        if (!size) {
          return [
            {
              ...where,
              message: `public${String(value)} cannot be read as a picture. Save it again as SVG, PNG, JPEG, WebP or AVIF.`,
            },
          ];
        }
        const { width, height } = size;
        if (written.width === width && written.height === height) return [];
        return [
          {
            ...where,
            message: `the picture is ${width}×${height}, but width and height say ${String(written.width)}×${String(written.height)}. Write width: ${width} and height: ${height}.`,
          },
        ];
      }),
  );
}
