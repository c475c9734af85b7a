/** The router, a start-up step of its own (see src/start.ts). */
export { RouterProvider } from '@tanstack/react-router';
