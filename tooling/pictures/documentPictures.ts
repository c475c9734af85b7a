import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { imageSize } from 'image-size';
import type { ContentType } from '../../src/content/schema/contentType';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { valueAt } from '../contentCheck/schemaWalk';
import { roledValues } from '../contentCheck/walkFields';
import { renderPicture, type MadeFile } from './renderPicture';

export interface PictureFolders {
  /** public/, where content's picture paths start. */
  publicDirectory: string;
  /** Where made copies are kept between builds. */
  cacheDirectory: string;
}

/**
 * Adds to every picture of a content `document` what its page needs to draw it: the size of
 * the file for a drawing (SVG, which stays as it is), and for a photograph its made copies
 * (see renderPicture). Changes `document` in place and returns the files to publish.
 */
export async function documentPictures(
  document: unknown,
  type: ContentType,
  folders: PictureFolders,
): Promise<MadeFile[]> {
  const pictures = roledValues(document, type.fields).flatMap(({ path, value, role }) =>
    role.picture && typeof value === 'string'
      ? [{ src: value, slot: role.picture.slot, owner: valueAt(document, path.slice(0, -1)) }]
      : [],
  );
  const files: MadeFile[] = [];
  for (const { src, slot, owner } of pictures) {
    if (typeof owner !== 'object' || owner === null) continue;
    const file = join(folders.publicDirectory, src);
    if (extname(src).toLowerCase() === '.svg') {
      const { width, height } = imageSize(readFileSync(file));
      Object.assign(owner, { width, height });
      continue;
    }
    const made = await renderPicture(file, slot, folders.cacheDirectory);
    Object.assign(owner, made.data);
    files.push(...made.files);
  }
  return files;
}

/**
 * The same for a generated document of the content type named `typeName` (its folder in
 * .contentlayer/generated); nothing for a name that is no content type.
 */
export function generatedDocumentPictures(
  document: unknown,
  typeName: string,
  folders: PictureFolders,
): Promise<MadeFile[]> {
  const type = contentTypes.find((candidate) => candidate.name === typeName);
  return type ? documentPictures(document, type, folders) : Promise.resolve([]);
}
