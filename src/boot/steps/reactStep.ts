/**
 * React DOM, the first start-up step. Importing it through this module keeps the helper
 * that loads CommonJS code out of the page's first script.
 */
export { hydrateRoot } from 'react-dom/client';
