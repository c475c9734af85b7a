import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve';

/** E2E_PORT moves the test server when 4174 is taken, e.g. by a preview left running. */
export const port = Number(process.env.E2E_PORT ?? 4174);

/** Serves the built site for the browser tests, as a static host would. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/site/index.html')) {
    throw new Error('No built site in dist/site: run `npm run build` before the browser tests.');
  }
  const server = await startServer('dist/site', port);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
