// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import arSearch from '../search/locales/ar.json';
import enSearch from '../search/locales/en.json';
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
    ['/servces/clod', enSearch, 'servces clod'],
    ['/ar/missing/cloud-pages', arSearch, 'missing cloud pages'],
  ])(
    'on %s offers the search, started with the words of the address',
    async (path, strings, words) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      window.history.replaceState(null, '', path);
      await renderInRouter(<NotFoundPage />, path);
      const field = await screen.findByRole('searchbox', { name: strings.search.label });
      expect(field).toHaveValue(words);
    },
  );
});
