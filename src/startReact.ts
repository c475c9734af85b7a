/**
 * React DOM, which src/start.ts runs first, in a task of its own. Importing it through this
 * module keeps the helper that loads CommonJS code out of the page's first script.
 */
export { hydrateRoot } from 'react-dom/client';
