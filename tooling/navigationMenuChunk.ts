import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const require = createRequire(import.meta.url);

const packageManifest = z.object({
  name: z.string().optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
});

/** A package's manifest, found above its entry file (Radix exports no `./package.json`). */
function manifestOf(name: string): z.infer<typeof packageManifest> {
  for (let folder = dirname(require.resolve(name)); folder !== dirname(folder);) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = packageManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
      if (manifest.name === name) return manifest;
    }
    folder = dirname(folder);
  }
  throw new Error(`No package.json for ${name}`);
}

/** A Radix package and every Radix package it depends on, read from their package.json. */
export function radixPackagesOf(name: string, found = new Set<string>()): Set<string> {
  if (found.has(name)) return found;
  found.add(name);
  for (const dependency of Object.keys(manifestOf(name).dependencies ?? {})) {
    if (dependency.startsWith('@radix-ui/')) radixPackagesOf(dependency, found);
  }
  return found;
}

/**
 * The modules of the header's menu chunk, a start-up step of its own: the navigation menu
 * and the Radix packages it imports, named, so a Radix package added for a lazy part (a
 * dialog, the drawer's accordion, the notices) stays in that part's chunk instead of joining
 * every page's first load. Primitives the menu shares with those parts load with the menu.
 */
export function navigationMenuChunk(): RegExp {
  const names = [...radixPackagesOf('@radix-ui/react-navigation-menu')].map((name) =>
    name.slice('@radix-ui/'.length),
  );
  return new RegExp(`[\\\\/]node_modules[\\\\/]@radix-ui[\\\\/](${names.join('|')})[\\\\/]`);
}
