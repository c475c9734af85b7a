import { defineConfig } from 'vitest/config';
import { fontSubsetPlugin } from './tooling/fonts/fontSubsetPlugin.ts';

/**
 * The files that send forms to the one receiver the global setup starts, and read its
 * database and its mailbox, or kill a receiver: they run one at a time, beside the rest.
 * Their rows and e-mails are told apart by each test's own address, but a mailbox file is
 * read while the SMTP server may still be writing another, the contact form's limit counts
 * per address for a few minutes, and nginx's burst test holds its address back: one file
 * at a time keeps what each reads to what it sent.
 */
const receiverFiles = [
  'tests/e2e/forms.e2e.test.ts',
  'tests/e2e/formsWithoutJavaScript.e2e.test.ts',
  'tests/e2e/keyboard.e2e.test.ts',
  'tests/e2e/nginx.e2e.test.ts',
  'tests/e2e/receiverRestart.e2e.test.ts',
];

/** Browser tests: Chromium against the built, prerendered site in dist/site. */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    projects: [
      {
        // Tests that import the route tree import the theme's `?subset` fonts with it.
        plugins: [fontSubsetPlugin()],
        test: {
          name: 'pages',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: receiverFiles,
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Everything else only reads the built site: two files at once, and within a
          // file, tests marked concurrent a few at a time (each in its own contexts).
          maxWorkers: 2,
          maxConcurrency: 3,
        },
      },
      {
        plugins: [fontSubsetPlugin()],
        test: {
          name: 'receiver',
          environment: 'node',
          include: receiverFiles,
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
