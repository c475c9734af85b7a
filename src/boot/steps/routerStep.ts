/** The router, a start-up step of its own (see src/boot/entry-client.ts). */
export { RouterProvider } from '@tanstack/react-router';
