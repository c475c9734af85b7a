// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseStudies, menus } from '../../content/collections';
import { menuSectionIds, menuSections, type NavSection } from '../../content/navigation';
import type { Locale } from '../../../shared/locales';
import { loadInterfaceStrings } from '../../i18n/i18n';
import { renderInRouter } from '../../testing/renderInRouter';
import { MegaMenu } from './MegaMenu';

async function sectionsIn(locale: Locale): Promise<NavSection[]> {
  return menuSections(await menus.load('menu', locale));
}

async function section(locale: Locale, index: number): Promise<NavSection> {
  const found = (await sectionsIn(locale))[index];
  if (!found) throw new Error(`The menu has no section ${index}`);
  return found;
}

describe('the mega-menu', () => {
  it('has the six sections of the spec as its buttons, and nothing else', async () => {
    await renderInRouter(<MegaMenu />);
    const { t } = await loadInterfaceStrings('en');
    const navigation = screen.getByRole('navigation', { name: t('nav.label') });
    const triggers = within(navigation).getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(
      menuSectionIds.map((id) => t(`nav.sections.${id}`)),
    );
    // Contact Us is a link of the Company section, so the bar fits one row from 1024 px.
    expect(within(navigation).queryAllByRole('link')).toEqual([]);
  });

  it('opens a section from the keyboard and lists its links from the content with View All', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />);
    const { t } = await loadInterfaceStrings('en');
    const services = await section('en', 0);
    const name = t(`nav.sections.${services.id}`);
    await user.tab();
    expect(screen.getByRole('button', { name })).toHaveFocus();
    await user.keyboard('{Enter}');
    const viewAll = await screen.findByRole('link', { name: `${t('nav.viewAll')}: ${name}` });
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/services'));
    expect(links).toEqual([services.viewAll, ...services.links.map((link) => link.href)]);
    await user.keyboard('{Escape}');
    expect(viewAll).not.toBeInTheDocument();
  });

  it('opens a section from a click alone, with no hover or focus before it', async () => {
    await renderInRouter(<MegaMenu />);
    const { t } = await loadInterfaceStrings('en');
    const industries = await section('en', 1);
    const [link] = industries.links;
    if (!link) throw new Error('The section has no links');
    fireEvent.click(screen.getByRole('button', { name: t(`nav.sections.${industries.id}`) }));
    expect(await screen.findByRole('link', { name: link.label })).toHaveAttribute(
      'href',
      link.href,
    );
  });

  it('features a case study in the Services panel, linked by its title in the page language', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />, '/ar');
    const { t } = await loadInterfaceStrings('ar');
    const { id, featured } = await section('ar', 0);
    if (featured?.kind !== 'story') throw new Error('Services features no case study');
    const story = await caseStudies.load(featured.slug, 'ar');
    await user.click(screen.getByRole('button', { name: t(`nav.sections.${id}`) }));
    // The card shows only in a roomy header (80rem and wider); jsdom matches no width query.
    expect(await screen.findByRole('link', { name: story.title, hidden: true })).toHaveAttribute(
      'href',
      `/ar/case-studies/${featured.slug}`,
    );
  });

  it('speaks Arabic and keeps Arabic URLs on Arabic pages', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />, '/ar/services');
    const { t } = await loadInterfaceStrings('ar');
    const industries = await section('ar', 1);
    const [healthcare] = industries.links;
    if (!healthcare) throw new Error('Industries has no links');
    await user.click(screen.getByRole('button', { name: t(`nav.sections.${industries.id}`) }));
    expect(await screen.findByRole('link', { name: healthcare.label })).toHaveAttribute(
      'href',
      `/ar${healthcare.href}`,
    );
  });

  it.each([
    ['en', '/', ''],
    ['ar', '/ar', '/ar'],
  ] as const)(
    'lists every link of every section with its line from the content (%s)',
    async (locale, path, prefix) => {
      const user = userEvent.setup();
      await renderInRouter(<MegaMenu />, path);
      const { t } = await loadInterfaceStrings(locale);
      for (const { id, links } of await sectionsIn(locale)) {
        // From the keyboard: on its way to a click the pointer opens the panel on hover,
        // within the skip delay of the last one, and the click would close it again.
        screen.getByRole('button', { name: t(`nav.sections.${id}`) }).focus();
        await user.keyboard('{Enter}');
        for (const link of links) {
          const item = await screen.findByRole('link', { name: link.label });
          expect(item).toHaveAttribute('href', `${prefix}${link.href}`);
          expect(item).toHaveAccessibleDescription(link.description);
        }
        await user.keyboard('{Escape}');
      }
    },
  );
});
