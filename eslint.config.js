import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The code the type-aware rules check: everything but the Vite, Vitest and Drizzle configs. */
const typeCheckedFiles = [
  'src/**/*.{ts,tsx}',
  'shared/**/*.ts',
  'server/**/*.ts',
  'scripts/**/*.ts',
  'mocks/**/*.ts',
  'tooling/**/*.ts',
  'tests/**/*.ts',
  'contentlayer.config.ts',
];

/*
 * Import structure: no import cycle anywhere, and the layers of CONTRIBUTING.md ("Layers"):
 * each layer lists the folders it must not import from. Tests (beside the code, in tests/,
 * src/testing/ and server/testing/) may import every layer: they drive the code they check
 * with the network contract (mocks/), the content checks (tooling/) and the real servers.
 */
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**', 'src/testing/**', 'server/testing/**'];

const layers = [
  {
    // Contracts every layer may import: they import nothing of the project but each other.
    files: ['shared/**'],
    mayNotImport: ['src', 'server', 'tooling', 'scripts', 'tests', 'mocks'],
  },
  {
    // The browser app: the site itself, bundled for the browser and prerendered. Under
    // `npm run dev:mock` it starts the MSW worker of mocks/browser.ts; production bundles
    // leave that import out.
    files: ['src/**'],
    ignores: ['src/admin/**'],
    mayNotImport: ['src/admin', 'server', 'tooling', 'scripts', 'tests', 'mocks'],
    except: { mocks: ['./browser.ts'] },
  },
  {
    // The web editor's bundle: the browser app's schema and previews. It checks a field by
    // the same rules as `npm run content` (tooling/contentCheck), so an editor meets the
    // check's own sentences; the rest of tooling/ (build plugins, pictures) stays out.
    files: ['src/admin/**'],
    mayNotImport: ['server', 'tooling', 'scripts', 'tests', 'mocks'],
    except: { tooling: ['./contentCheck'] },
  },
  {
    // The receiver: shared contracts and its own code, and of the app only the languages
    // and the forms' words (the page that answers a post without JavaScript speaks them);
    // never the editor, the pages, the build or its scripts.
    files: ['server/**'],
    mayNotImport: ['src', 'tooling', 'scripts', 'tests', 'mocks'],
    except: { src: ['./i18n', './forms'] },
  },
  {
    // The network contract the tests and the dev server run against.
    files: ['mocks/**'],
    mayNotImport: ['src', 'server', 'tooling', 'scripts', 'tests'],
  },
  {
    // Build plugins and content checks build the app and the editor from their sources.
    files: ['tooling/**'],
    mayNotImport: ['server', 'scripts', 'tests', 'mocks'],
  },
  {
    // The build, prerender, serve and bench commands put every layer together.
    files: ['scripts/**'],
    mayNotImport: ['tests'],
  },
];

/** A layer's rule: its files import none of the folders it lists, but for the exceptions. */
const layerBlock = ({ files, ignores = [], mayNotImport, except = {} }) => ({
  files,
  ignores: [...ignores, ...testFiles],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: mayNotImport.map((from) => ({
          target: '.',
          from,
          except: except[from] ?? [],
          message: 'CONTRIBUTING.md, "Layers", says which layer may import which.',
        })),
      },
    ],
  },
});

const importStructure = [
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads the modules an import leads to only when their extension is listed.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      // Type-only imports are erased and cannot form a cycle at run time; packages are
      // not followed (a cycle inside a dependency is not ours to fix, and walking
      // node_modules would make every lint run slower).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...layers.map(layerBlock),
];

/**
 * A language is told apart by the locale record (src/i18n/localeInfo.ts, localeFromPath,
 * shared/locales.ts), never by comparing with 'ar'; tests name languages freely. tooling/ is
 * left out: its content checks still treat each language's text by name.
 */
const arabicLiteral = {
  selector: "Literal[value='ar']",
  message:
    "Read what differs by language from localeInfo (src/i18n/localeInfo.ts), a path's language from localeFromPath and the languages from locales (shared/locales.ts), instead of naming 'ar'.",
};

/** A font size in a styled template is a step of theme.type, which holds each language's size. */
const rawFontSize = {
  selector: 'TemplateElement[value.raw=/font-size:[^;]*\\d/]',
  message:
    'Size text with a step of theme.type (`font-size: ${({ theme }) => theme.type.body}`), not a raw value.',
};

export default tseslint.config(
  { ignores: ['dist', '.contentlayer', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Fix types at their source instead of asserting them (`as const` stays allowed).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'info'] }],
    },
  },
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: typeCheckedFiles })),
  {
    files: typeCheckedFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A number reads the same in a template in every case; objects, null and undefined
      // are what the rule is there to catch.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` returns nothing anyone reads; braces add only noise.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // TanStack Router's notFound() is thrown by design: the router catches it and shows
      // the not-found page.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' }] },
      ],
    },
  },
  // The project's own conventions (CONTRIBUTING.md), checked.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/localeInfo.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', arabicLiteral, rawFontSize] },
  },
  {
    files: ['shared/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts', 'mocks/**/*.ts'],
    ignores: ['shared/locales.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', arabicLiteral] },
  },
  {
    files: ['scripts/**', 'server/**', 'tooling/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain scripts the web editor's pages load as they are.
    files: ['src/admin/public/*.js'],
    languageOptions: { globals: globals.browser },
  },
  ...importStructure,
);
