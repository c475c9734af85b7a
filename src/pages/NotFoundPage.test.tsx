// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import arField from '../search/fieldLocales/ar.json';
import enField from '../search/fieldLocales/en.json';
import arSearch from '../search/locales/ar.json';
import enSearch from '../search/locales/en.json';
import { loadSearchStrings } from '../search/loadSearchStrings';
import { renderInRouter } from '../testing/renderInRouter';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found page', () => {
  it('shows 404, the message and a link home, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<NotFoundPage />, '/no/such/page');
    expect(screen.getByText(en.notFound.code)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.notFound.title);
    expect(screen.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });

  it('speaks Arabic under /ar and links to the Arabic home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<NotFoundPage />, '/ar/missing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ar.notFound.title);
    expect(screen.getByRole('link', { name: ar.notFound.home })).toHaveAttribute('href', '/ar');
  });

  it.each([
    ['/no/such/page', en, ''],
    ['/ar/missing', ar, '/ar'],
  ])(
    'on %s offers the menu’s main destinations, named as the menu names them',
    async (path, strings, prefix) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderInRouter(<NotFoundPage />, path);
      const places = screen.getByRole('navigation', { name: strings.notFound.places });
      const links = [...places.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]);
      expect(links).toEqual([
        [strings.nav.sections.services, `${prefix}/services`],
        [strings.nav.sections.successStories, `${prefix}/case-studies`],
        [strings.nav.links.insights, `${prefix}/insights`],
        [strings.nav.links.contact, `${prefix}/contact`],
      ]);
    },
  );

  it.each([
    ['/servces/clod', en, enField, 'servces clod'],
    ['/ar/missing/cloud-pages', ar, arField, 'missing cloud pages'],
  ] as const)(
    'on %s offers the search, its field filled with the words of the address, and says how to search',
    async (path, strings, fieldWords, words) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      window.history.replaceState(null, '', path);
      await renderInRouter(<NotFoundPage />, path);
      const field = await screen.findByRole('searchbox', { name: fieldWords.label });
      expect(field).toHaveValue(words);
      expect(field).toHaveAccessibleDescription(fieldWords.missingPathHint);
      expect(screen.getByRole('button', { name: strings.search.open })).toHaveAttribute(
        'type',
        'submit',
      );
      // Nothing searches before the visitor asks: no results' count, no search's words.
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it.each([
    ['/servces/clod', 'en', en, enSearch, enField, 'servces clod'],
    ['/ar/missing/cloud-pages', 'ar', ar, arSearch, arField, 'missing cloud pages'],
  ] as const)(
    'on %s the Search button brings the search panel, focused, with the words the field held',
    async (path, locale, strings, searchStrings, fieldWords, words) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      window.history.replaceState(null, '', path);
      await renderInRouter(<NotFoundPage />, path);
      const field = await screen.findByRole('searchbox', { name: fieldWords.label });
      await userEvent.type(field, ' now');
      await userEvent.click(screen.getByRole('button', { name: strings.search.open }));
      // The panel's code and the search's words are what it waits for: load them here, so
      // the test waits for them however busy the machine is, not for a fixed time.
      await Promise.all([import('../search/SearchPanel'), loadSearchStrings(locale)]);
      const status = await screen.findByRole('status', {}, { timeout: 10_000 });
      // The panel speaks the search's own words (it asks, searches, or says the index,
      // which a unit test has not, is unavailable).
      expect(Object.values(searchStrings.search)).toContain(status.textContent);
      const panelField = screen.getByRole('searchbox', { name: fieldWords.label });
      expect(panelField).toHaveValue(`${words} now`);
      expect(panelField).toHaveFocus();
      expect(screen.queryByRole('button', { name: strings.search.open })).toBeNull();
    },
    // Rendering the panel on a machine busy with other work can take seconds.
    20_000,
  );
});
