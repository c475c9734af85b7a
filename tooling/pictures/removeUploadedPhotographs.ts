import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The photograph formats editors upload; drawings (SVG) are shipped as they are. */
const photograph = /\.(png|jpe?g|webp|avif)$/i;

/**
 * Removes the photographs Vite copied from public/ into the built site: the pages name only
 * the copies the build made (smaller, and without the camera's details, its GPS position
 * among them), so an upload must not stay reachable at its own address. Returns what it
 * removed, from `directory`.
 */
export function removeUploadedPhotographs(directory: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !photograph.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    rmSync(file);
    removed.push(file);
  }
  return removed;
}
