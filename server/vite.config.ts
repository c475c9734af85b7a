import { defineConfig } from 'vite';

/**
 * The receiver's bundle for Node (dist/receiver): the server and the enquiries command.
 * Packages stay in node_modules; only the project's own TypeScript is bundled.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/receiver',
    target: 'node20',
    emptyOutDir: true,
    rollupOptions: {
      input: { main: 'server/main.ts', enquiries: 'server/enquiries.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
