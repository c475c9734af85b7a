import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|xml|svg|txt|json)$/;

/**
 * Writes gzip and brotli copies beside every matching file under `directory`, so the
 * static server sends compressed files without work per request.
 */
export function compressFiles(directory: string, pattern: RegExp = compressible): void {
  for (const name of readdirSync(directory)) {
    const file = join(directory, name);
    if (statSync(file).isDirectory()) compressFiles(file, pattern);
    else if (pattern.test(name)) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content));
    }
  }
}
