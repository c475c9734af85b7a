import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';
import arSearch from './locales/ar.json';
import enSearch from './locales/en.json';

// Each test starts from a page that has loaded no strings yet.
beforeEach(() => {
  vi.resetModules();
});

describe("the search's words", () => {
  it("join the language's interface strings when the search loads, and only that language's", async () => {
    const { loadInterfaceStrings } = await import('../i18n/i18n');
    const { loadSearchStrings } = await import('./loadSearchStrings');
    const english = await loadInterfaceStrings('en');
    expect(english.exists('search.title')).toBe(false);
    await loadSearchStrings('en');
    expect(english.t('search.title')).toBe(enSearch.search.title);
    expect(english.t('searchPage.browse')).toBe(enSearch.searchPage.browse);
    // The header's words stay with every page's.
    expect(english.t('search.open')).toBe(en.search.open);
    const arabic = await loadInterfaceStrings('ar');
    expect(arabic.exists('search.title')).toBe(false);
    await loadSearchStrings('ar');
    expect(arabic.t('search.found', { count: 2 })).toBe(
      arSearch.search.found_two.replace('{{count}}', '2'),
    );
  });
});
