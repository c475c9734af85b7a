import { describe, expect, it } from 'vitest';
import { isLocaleSegment, localeFromPath, localizePath, stripLocale, twinPath } from './localePath';

describe('locale paths', () => {
  it('reads Arabic only from an /ar first segment', () => {
    expect(localeFromPath('/ar')).toBe('ar');
    expect(localeFromPath('/ar/services')).toBe('ar');
    expect(localeFromPath('/services')).toBe('en');
    expect(localeFromPath('/arabic-news')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });

  it("takes a first segment for the language's prefix only where it is that prefix", () => {
    expect(isLocaleSegment(undefined, 'en')).toBe(true);
    expect(isLocaleSegment('ar', 'ar')).toBe(true);
    expect(isLocaleSegment('servicess', 'en')).toBe(false);
    expect(isLocaleSegment('ar', 'en')).toBe(false);
  });

  it('strips and adds the Arabic prefix', () => {
    expect(stripLocale('/ar/services/cloud')).toBe('/services/cloud');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/contact')).toBe('/contact');
    expect(localizePath('/services', 'ar')).toBe('/ar/services');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/services', 'en')).toBe('/services');
    expect(localizePath('mailto:info@example.com', 'ar')).toBe('mailto:info@example.com');
  });

  it('finds the twin page in the other language', () => {
    expect(twinPath('/services/networking')).toBe('/ar/services/networking');
    expect(twinPath('/ar/services/networking')).toBe('/services/networking');
    expect(twinPath('/')).toBe('/ar');
    expect(twinPath('/ar')).toBe('/');
  });

  it('keeps a path in its language when localized again', () => {
    for (const path of ['/', '/ar', '/contact', '/ar/services/cloud']) {
      expect(localizePath(stripLocale(path), localeFromPath(path))).toBe(path);
    }
  });
});
