import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The one file outside src/ that mocks a module (sharp): the mock must not outlive the file, so
 * it runs with the app's files, each in a worker of its own.
 */
const mocksModules = ['tooling/pictures/renderPicture.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Plain Node unless a file renders: those ask for jsdom in their first line
      // (`// @vitest-environment jsdom`), so the rest skip building a DOM per file.
      environment: 'node',
      setupFiles: ['src/testing/setup.ts'],
      // A worker per core: Vitest's default keeps one core for itself, which leaves a 2-core
      // machine one worker while the main process mostly waits on it.
      maxWorkers: '100%',
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            include: ['src/**/*.test.{ts,tsx}', ...mocksModules],
          },
        },
        {
          extends: true,
          test: {
            name: 'tools and server',
            include: [
              'shared/**/*.test.ts',
              'tooling/**/*.test.ts',
              'mocks/**/*.test.ts',
              'server/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: [...configDefaults.exclude, ...mocksModules],
            // These files test modules that keep no state between files (the browser app's
            // i18n, theme and stores stay in the project above, a fresh worker a file), so a
            // worker runs one file after another with the modules it has already loaded instead
            // of loading them again: about 0.7 s of CPU a file. Every file passes in any order
            // (checked with --sequence.shuffle.files).
            isolate: false,
          },
        },
      ],
    },
  }),
);
