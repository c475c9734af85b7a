import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appSource, readManifest, type BuildManifest } from '../shared/siteAssets';

export interface BundleBudgets {
  /** What every page loads to start: the entry, the app and all they import at once. */
  shellKb: number;
  /** Chunks known to be larger, by name, which load only where they are used. */
  chunkKb: Partial<Record<string, number>>;
  /** Any other chunk: a page's components, one document, one language's strings. */
  otherChunkKb: number;
}

/**
 * The most JavaScript, in KB gzip, that the build lets through. Lower a figure when code
 * leaves; raise one only with the reason in the commit message.
 */
export const bundleBudgets: BundleBudgets = {
  shellKb: 151.5,
  chunkKb: {
    /** Form state (React Hook Form) and sending (TanStack Query): with a page's first form. */
    formLibraries: 22,
    /** The forms' rules and zod: when the visitor reaches a form. */
    formResolvers: 26,
    /** The dialog primitive shared by the consultation dialog and the accessibility panel. */
    DialogFrame: 9,
  },
  otherChunkKb: 12,
};

/** `assets/routes-BBCk0PyE.js` is the chunk `routes`. */
export const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');

/** The entry's and the app's files and the files they import at once, transitively. */
function shellFiles(manifest: BuildManifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of [...entries, appSource]) visit(key);
  return [...seen].flatMap((key) => manifest[key]?.file ?? []);
}

/** Every chunk over its budget, as a sentence that names it and its size. */
export function budgetOverruns(
  manifest: BuildManifest,
  gzipKbOf: (file: string) => number,
  budgets: BundleBudgets = bundleBudgets,
): string[] {
  const overruns: string[] = [];
  const shell = shellFiles(manifest);
  const shellKb = shell.reduce((sum, file) => sum + gzipKbOf(file), 0);
  if (shellKb > budgets.shellKb) {
    overruns.push(
      `The shell (${shell.map(chunkName).join(', ')}) is ${shellKb.toFixed(1)} KB gzip, over its budget of ${budgets.shellKb} KB.`,
    );
  }
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  for (const file of files) {
    if (!file.endsWith('.js') || shell.includes(file)) continue;
    const name = chunkName(file);
    const budget = budgets.chunkKb[name] ?? budgets.otherChunkKb;
    const kb = gzipKbOf(file);
    if (kb > budget) {
      overruns.push(
        `The chunk ${name} (${file}) is ${kb.toFixed(1)} KB gzip, over its budget of ${budget} KB.`,
      );
    }
  }
  return overruns;
}

/** Fails the build with every chunk of the client in `siteDir` that is over its budget. */
export function checkBundleBudgets(siteDir: string): void {
  const gzipKbOf = (file: string) =>
    gzipSync(readFileSync(join(siteDir, file)), { level: 9 }).length / 1024;
  const overruns = budgetOverruns(readManifest(siteDir), gzipKbOf);
  if (overruns.length > 0) {
    throw new Error(
      `${overruns.join('\n')}\nMake the code smaller or load it later; the budgets are in tooling/bundleBudgets.ts.`,
    );
  }
}
