import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminDirectory } from './shared/editorPaths.ts';
import { cmsConfigPlugin } from './tooling/cmsConfigPlugin.ts';
import { fontSubsetPlugin } from './tooling/fonts/fontSubsetPlugin.ts';
import { glyphSymbolsPlugin } from './tooling/glyphs/glyphSymbolsPlugin.ts';

/**
 * The web editor at /admin, built on its own: none of its code or styles can reach the
 * public pages' bundle, whose first-load JavaScript it leaves unchanged.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/admin', import.meta.url)),
  base: `/${adminDirectory}/`,
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [cmsConfigPlugin(), fontSubsetPlugin(), glyphSymbolsPlugin(), react()],
  build: {
    outDir: fileURLToPath(new URL(`./dist/site/${adminDirectory}`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The CMS is one large application, loaded by editors only.
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      // The CMS's own packages warn of code of theirs (an eval, "use client"); nothing to act on.
      onwarn(warning, warn) {
        if (warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
