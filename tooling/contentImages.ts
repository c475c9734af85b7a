import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentDocument } from './twinParity';

interface ImageReference {
  file: string;
  path: string;
  src: string;
  width: unknown;
  height: unknown;
}

function imageReferences(document: ContentDocument): ImageReference[] {
  const found: ImageReference[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      const src: unknown = Reflect.get(value, 'src');
      if (typeof src === 'string') {
        found.push({
          file: document.file,
          path,
          src,
          width: Reflect.get(value, 'width'),
          height: Reflect.get(value, 'height'),
        });
      }
      for (const [key, nested] of Object.entries(value)) {
        if (key !== '_raw') visit(nested, path === '' ? key : `${path}.${key}`);
      }
    }
  };
  visit(document.data, '');
  return found;
}

/**
 * Every picture named in content must exist in public/, and an SVG's declared size must be
 * the one written in the content file, so the page reserves exactly the right space.
 */
export function imageProblems(documents: ContentDocument[], publicDir: string): string[] {
  const problems: string[] = [];
  for (const image of documents.flatMap(imageReferences)) {
    const where = `${image.file}: "${image.path}.src"`;
    if (!image.src.startsWith('/')) {
      problems.push(
        `${where} is "${image.src}". Write the path from the site root, such as /images/services/cloud.svg.`,
      );
      continue;
    }
    const file = join(publicDir, image.src);
    if (!existsSync(file)) {
      problems.push(
        `${where} is "${image.src}", but there is no file public${image.src}. Add the picture there or correct the path.`,
      );
      continue;
    }
    if (file.endsWith('.svg')) {
      const svg = readFileSync(file, 'utf8');
      const width = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1];
      const height = /<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1];
      if (String(image.width) !== width || String(image.height) !== height) {
        problems.push(
          `${image.file}: "${image.path}" says ${String(image.width)}×${String(image.height)}, but public${image.src} is ${width ?? '?'}×${height ?? '?'}. Write the picture's own width and height.`,
        );
      }
    }
  }
  return problems;
}
