import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The same handlers as the tests, in the browser: `npm run dev:mock`. */
export const worker = setupWorker(...handlers);
