import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'shared/**/*.test.ts',
        'tooling/**/*.test.ts',
        'mocks/**/*.test.ts',
        'server/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      setupFiles: ['src/testing/setup.ts'],
      restoreMocks: true,
    },
  }),
);
