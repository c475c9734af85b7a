import { searchIndexDirectory } from './searchIndexDirectory';

/** What the site uses of Pagefind's browser script, which the build writes beside the index. */
export interface Pagefind {
  init: () => Promise<unknown>;
  destroy: () => Promise<unknown>;
  search: (term: string) => Promise<unknown>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPagefind(value: unknown): value is Pagefind {
  return (
    isRecord(value) &&
    typeof value.init === 'function' &&
    typeof value.destroy === 'function' &&
    typeof value.search === 'function'
  );
}

let loaded: { language: string; pagefind: Promise<Pagefind> } | undefined;

/**
 * Pagefind's script, loaded on the first sign that a visitor wants to search, and started
 * for the page's language: it picks that language's index from <html lang>. After a move
 * to the other language's pages it starts again, so Arabic pages never search English.
 */
export function loadPagefind(): Promise<Pagefind> {
  const language = document.documentElement.lang;
  if (loaded?.language === language) return loaded.pagefind;
  const previous = loaded?.pagefind;
  const pagefind = (async () => {
    if (previous) await (await previous).destroy();
    // The file exists only in the built site, so the bundler must leave the import alone.
    const script: unknown = await import(/* @vite-ignore */ `/${searchIndexDirectory}/pagefind.js`);
    if (!isPagefind(script)) throw new Error('The search script does not offer search.');
    await script.init();
    return script;
  })();
  loaded = { language, pagefind };
  // A failed load (offline, say) is tried again on the next search.
  pagefind.catch(() => {
    if (loaded?.pagefind === pagefind) loaded = undefined;
  });
  return pagefind;
}
