import { beforeEach, describe, expect, it, vi } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';

// Each test starts from a page that has loaded no strings yet.
beforeEach(() => {
  vi.resetModules();
});
const freshModule = () => import('./i18n');

describe('interface strings', () => {
  it('loads a language once and gives every caller the same instance', async () => {
    const { loadInterfaceStrings, i18nFor } = await freshModule();
    const [first, second] = await Promise.all([
      loadInterfaceStrings('ar'),
      loadInterfaceStrings('ar'),
    ]);
    expect(first).toBe(second);
    expect(i18nFor('ar')).toBe(first);
    expect(first.t('nav.contact')).toBe(ar.nav.contact);
  });

  it('speaks the loaded language where the other one could not be loaded', async () => {
    const { loadInterfaceStrings, i18nFor } = await freshModule();
    await loadInterfaceStrings('en');
    expect(i18nFor('ar').t('nav.contact')).toBe(en.nav.contact);
  });

  it('says so when strings are used before any language has loaded', async () => {
    const { i18nFor } = await freshModule();
    expect(() => i18nFor('en')).toThrow(/before loadInterfaceStrings/);
  });
});
