import { describe, expect, it } from 'vitest';
import { navigationMenuChunk, radixPackagesOf } from './navigationMenuChunk';

const modulePath = (name: string) => `/site/node_modules/@radix-ui/${name}/dist/index.mjs`;

describe('navigationMenuChunk', () => {
  const chunk = navigationMenuChunk();

  it('holds the navigation menu and the Radix primitives it imports', () => {
    for (const name of radixPackagesOf('@radix-ui/react-navigation-menu')) {
      expect(chunk.test(modulePath(name.slice('@radix-ui/'.length)))).toBe(true);
    }
    expect(chunk.test(modulePath('react-navigation-menu'))).toBe(true);
    expect(chunk.test(modulePath('react-dismissable-layer'))).toBe(true);
  });

  it('leaves the Radix packages only lazy parts use to their own chunks', () => {
    for (const name of ['react-dialog', 'react-toast', 'react-accordion', 'react-collapsible']) {
      expect(chunk.test(modulePath(name))).toBe(false);
    }
    expect(chunk.test(modulePath('react-focus-scope'))).toBe(false);
    expect(chunk.test(modulePath('react-portal'))).toBe(false);
  });

  it('takes no Radix package the menu does not import, such as the next one added', () => {
    expect(chunk.test(modulePath('react-popover'))).toBe(false);
    expect(chunk.test(modulePath('react-slot-extra'))).toBe(false);
  });
});
