import { defineConfig } from 'vitest/config';
import { ReceiverSuitesFirst } from './tests/e2e/receiverSuitesFirst.ts';
import { fontSubsetPlugin } from './tooling/fonts/fontSubsetPlugin.ts';

/** Browser tests: Chromium against the built, prerendered site in dist/site. */
export default defineConfig({
  // Tests that import the route tree import the theme's `?subset` fonts with it.
  plugins: [fontSubsetPlugin()],
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at once, and within a file, tests marked concurrent a few at a time (each in
    // pages of its own). Every file but receiverSuites only reads the built site.
    maxWorkers: 2,
    maxConcurrency: 3,
    sequence: { sequencer: ReceiverSuitesFirst },
    // A worker keeps the modules it has loaded from one file to the next (the helpers, the
    // content and the strings): the files share no state through them.
    isolate: false,
  },
});
