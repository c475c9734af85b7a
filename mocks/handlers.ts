import type { RequestHandler } from 'msw';

/**
 * The network contract the site is tested against. The site makes no request of its own
 * yet; the forms' submission endpoint is added here with the forms. Every test runs
 * through these handlers, and any request they do not describe fails the test.
 */
export const handlers: RequestHandler[] = [];
