import { createServer, type ViteDevServer } from 'vite';

/**
 * A Vite server that only loads the site's modules, for the pages the link check compares
 * against (sitePathsFrom): the project in `root`, with its own vite.config.ts.
 */
export function siteModuleServer(root = '.'): Promise<ViteDevServer> {
  return createServer({
    root,
    // In memory: the default loader writes node_modules/.vite-temp, read-only to the nightly
    // rebuild (deploy/tayba-rebuild.service), as for the build's vite steps.
    configLoader: 'runner',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
}
