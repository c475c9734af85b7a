import js from '@eslint/js';
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
  {
    files: ['scripts/**', 'server/**', 'tooling/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain scripts the web editor's pages load as they are.
    files: ['src/admin/public/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
