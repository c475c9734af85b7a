import { describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { rateLimitedPage } from './rateLimitedPage';

describe('the page nginx answers too many form posts with', () => {
  const page = rateLimitedPage();

  it.each([
    ['en', 'ltr', en, '/'],
    ['ar', 'rtl', ar, '/ar'],
  ] as const)(
    'says it in %s, in that language and direction',
    (locale, direction, strings, home) => {
      const part = `<section lang="${locale}" dir="${direction}">`;
      expect(page).toContain(
        `<span lang="${locale}" dir="${direction}">${strings.tooManyRequests.title}</span>`,
      );
      const section = page.slice(
        page.indexOf(part),
        page.indexOf('</section>', page.indexOf(part)),
      );
      expect(section).toContain(strings.tooManyRequests.summary);
      expect(section).toContain(`<a href="${home}">${strings.notFound.home}</a>`);
    },
  );

  it('has one heading, stays out of search results, and loads nothing', () => {
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toMatch(/<script|<link|src=/);
  });
});
