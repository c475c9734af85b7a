import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageScripts } from './pageScripts';
import { cspHash, headTags } from './siteAssets';

const policy = readFileSync('deploy/security-headers.conf', 'utf8').match(
  /Content-Security-Policy "([^"]*)"/,
)?.[1];
const scriptSources = policy
  ?.split(';')
  .map((directive) => directive.trim().split(/\s+/))
  .find(([name]) => name === 'script-src')
  ?.slice(1);

describe('the scripts written into pages', () => {
  it('are exactly what the CSP allows besides the site’s own files', () => {
    // When a script's text changes, its new hash goes into deploy/security-headers.conf.
    expect(scriptSources).toEqual([
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
