/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  /**
   * Where forms are POSTed: unset, the site's own receiver; a URL, that address; `none`,
   * nowhere (forms log the sanitised payload, wait 1 s and report success).
   */
  readonly VITE_FORMS_ENDPOINT?: string;
  /** 'true' in `npm run dev:mock`: answers forms from mocks/handlers.ts in the browser. */
  readonly VITE_MSW?: string;
  /** The web editor's repository, owner/name, where /admin saves edits as pull requests. */
  readonly VITE_CMS_REPO?: string;
  /** The branch the site is built from; edits are merged into it. Default main. */
  readonly VITE_CMS_BRANCH?: string;
  /** When the build started (ISO 8601), set by scripts/build.ts for every bundle. */
  readonly VITE_BUILD_DATE?: string;
}

/**
 * An @fontsource file cut down to the characters the site is written with, and the whole
 * file (tooling/fonts/fontSubsetPlugin.ts). Each range names exactly what its file draws.
 */
declare module '*?subset' {
  export const url: string;
  export const unicodeRange: string;
  export const wholeUrl: string;
  export const wholeUnicodeRange: string;
}

/** Every icon the site draws as an SVG <symbol>, by id (tooling/glyphs/glyphSymbolsPlugin.ts). */
declare module 'virtual:glyph-symbols' {
  const symbols: Readonly<Record<string, string>>;
  export default symbols;
}
