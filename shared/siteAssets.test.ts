import { describe, expect, it } from 'vitest';
import { siteScriptSources } from '../server/securityHeaders';
import { pageScripts } from '../tooling/pageScripts';
import { cspHash, headTags } from './siteAssets';

describe('the scripts written into pages', () => {
  it('are exactly what the CSP allows besides the site’s own files', () => {
    // When a script's text changes, its new hash goes into server/securityHeaders.ts
    // (pageScriptHashes); `npx tsx scripts/writeHeaderSnippets.ts` then writes the nginx snippet.
    expect(siteScriptSources).toEqual([
      "'self'",
      cspHash(pageScripts.theme),
      cspHash(pageScripts.start),
    ]);
  });

  it('give a page the theme first and the app last, and a page without the app no start', () => {
    const assets = {
      styles: ['/assets/site.css'],
      entry: '/assets/start.js',
      scripts: pageScripts,
    };
    const withApp = headTags(assets, { withApp: true });
    expect(withApp.indexOf('data-theme')).toBeLessThan(withApp.indexOf('/assets/site.css'));
    expect(withApp.indexOf('/assets/site.css')).toBeLessThan(withApp.indexOf('/assets/start.js'));
    expect(withApp).not.toContain('modulepreload');
    expect(headTags(assets, { withApp: false })).not.toContain('data-entry');
  });
});
