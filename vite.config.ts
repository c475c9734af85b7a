import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentDocumentsPlugin } from './tooling/contentDocumentsPlugin.ts';
import { fontSubsetPlugin } from './tooling/fonts/fontSubsetPlugin.ts';
import { glyphSymbolsPlugin } from './tooling/glyphs/glyphSymbolsPlugin.ts';
import { mdxPlugin } from './tooling/mdxPlugin.ts';
import { navigationMenuChunk } from './tooling/navigationMenuChunk.ts';
import { picturesPlugin } from './tooling/pictures/picturesPlugin.ts';
import { preloadHelperPlugin } from './tooling/preloadHelperPlugin.ts';
import { styledComponentsPlugin } from './tooling/styledComponentsPlugin.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
      autoCodeSplitting: true,
    }),
    mdxPlugin(),
    contentDocumentsPlugin(),
    picturesPlugin(),
    fontSubsetPlugin(),
    glyphSymbolsPlugin(),
    styledComponentsPlugin(),
    preloadHelperPlugin(),
    react(),
  ],
  resolve: {
    alias: {
      'contentlayer/generated': fileURLToPath(
        new URL('./.contentlayer/generated', import.meta.url),
      ),
    },
  },
  ssr: {
    // styled-components ships CommonJS whose SSR entry must be bundled with the app.
    noExternal: ['styled-components'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Chunks load after the first paint, in start-up steps; the browser finds a chunk's
    // imports itself. Vite's preloading would add a link per import from script instead,
    // costing several milliseconds in the task that loads the page's route.
    modulePreload: false,
    // There is no index.html: every page is prerendered from the React document.
    rollupOptions: {
      input: 'src/boot/entry-client.ts',
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper (tooling/preloadHelperPlugin.ts) is a chunk of its own, so
            // the entry can start the app without importing the routes chunk the helper would
            // otherwise land in.
            { name: 'preload-helper', test: /vite\/preload-helper/ },
            // React on its own, so the app can start it in a task before the rest.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Form state and sending, with a page's first form; zod loads later, on intent.
            {
              name: 'formLibraries',
              test: /[\\/]node_modules[\\/](react-hook-form|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            // The libraries every page uses, each a start-up step of its own (src/boot/steps/).
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins)[\\/]/,
            },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'styles',
              test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
            },
            // The header's menu and the Radix packages it imports, by name
            // (tooling/navigationMenuChunk.ts): another Radix package stays in the lazy
            // chunk of the part that uses it.
            { name: 'navigationMenu', test: navigationMenuChunk() },
            // Route definitions (paths, loaders, heads), the tree that joins them, the router
            // made of it and the figures' formatters, whose number data start-up prepares, are
            // all needed at start-up: one chunk, not one request each, and no route passed
            // from chunk to chunk by name. Their components stay split per route.
            {
              name: 'routes',
              test: /[\\/]src[\\/](routes[\\/][^?]*|routeTree\.gen\.ts|router\.tsx|i18n[\\/]formatFigure\.ts)$/,
            },
            // The groups below come after the routes, whose chunk has taken every module the
            // start needs: a group takes a module's imports with it, and must not take those.
            // What the forms share (fields, sending, layout), with a page's first form: one
            // chunk, as the layout's two pieces each alone would be a chunk of their own.
            // The forms themselves stay with their sections, their rules (zod) load on intent.
            {
              name: 'formParts',
              test: /[\\/]src[\\/]forms[\\/](?!(ConsultationForm|ContactForm|NewsletterForm|NewsletterChoice|formResolvers)\.)[^\\/]+\.tsx?$/,
            },
            // What every way into the search shares (the not-found page's form, the panel, the
            // search page): one chunk, not three of a few hundred bytes each on the 404 page.
            {
              name: 'searchField',
              test: /[\\/]src[\\/]search[\\/](SearchForm|useBrowserValue|searchFieldWords)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
