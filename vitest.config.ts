import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Plain Node unless a file renders: those ask for jsdom in their first line
      // (`// @vitest-environment jsdom`), so the rest skip building a DOM per file.
      environment: 'node',
      include: [
        'src/**/*.test.{ts,tsx}',
        'shared/**/*.test.ts',
        'tooling/**/*.test.ts',
        'mocks/**/*.test.ts',
        'server/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      setupFiles: ['src/testing/setup.ts'],
      // A worker per core: Vitest's default keeps one core for itself, which leaves a 2-core
      // machine one worker while the main process mostly waits on it.
      maxWorkers: '100%',
      restoreMocks: true,
    },
  }),
);
