import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFiles } from './compressFiles';

// Every script, inline or not, except structured data (which is not code).
const scriptTag = /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

function stripPages(directory: string): void {
  for (const name of readdirSync(directory)) {
    const file = join(directory, name);
    if (statSync(file).isDirectory()) stripPages(file);
    else if (name.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      writeFileSync(file, html.replace(scriptTag, ''));
    }
  }
}

/**
 * The physical limit a page is measured against: the same prerendered pages, styles,
 * fonts and pictures, with every script removed (and their compressed copies redone).
 */
export function writeScriptlessCopy(siteDir: string, copyDir: string): void {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(siteDir, copyDir, { recursive: true });
  stripPages(copyDir);
  compressFiles(copyDir, /\.html$/);
}
