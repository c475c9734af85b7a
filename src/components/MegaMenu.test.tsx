import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseStudies, menus } from '../content/collections';
import { megaMenu, type NavLabel } from '../content/navigation';
import { loadInterfaceStrings } from '../i18n/i18n';
import { renderInRouter } from '../testing/renderInRouter';
import { MegaMenu } from './MegaMenu';

describe('the mega-menu', () => {
  it('has the six sections of the spec and a Contact Us link', async () => {
    await renderInRouter(<MegaMenu />);
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const triggers = within(navigation).getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Services',
      'Industries',
      'Success Stories',
      'Solution Hub',
      'Company',
      'Insights',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('opens a section from the keyboard and lists its links with View All', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Services' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const viewAll = await screen.findByRole('link', { name: 'View All: Services' });
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/services'));
    expect(links).toEqual(['/services', ...(megaMenu[0]?.links.map((link) => link.href) ?? [])]);
    await user.keyboard('{Escape}');
    expect(viewAll).not.toBeInTheDocument();
  });

  it('opens a section from a click alone, with no hover or focus before it', async () => {
    await renderInRouter(<MegaMenu />);
    const { t } = await loadInterfaceStrings('en');
    const [section] = megaMenu;
    const [link] = section?.links ?? [];
    if (!section || !link) throw new Error('The menu has no links');
    fireEvent.click(screen.getByRole('button', { name: t(`nav.sections.${section.id}`) }));
    expect(await screen.findByRole('link', { name: t(`nav.links.${link.label}`) })).toHaveAttribute(
      'href',
      link.href,
    );
  });

  it('features a case study in each panel, linked by its title in the page language', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />, '/ar');
    const [services] = megaMenu;
    if (!services) throw new Error('The menu has no sections');
    const story = await caseStudies.load(services.featuredStory, 'ar');
    await user.click(screen.getByRole('button', { name: 'الخدمات' }));
    expect(await screen.findByRole('link', { name: story.title })).toHaveAttribute(
      'href',
      `/ar/case-studies/${services.featuredStory}`,
    );
  });

  it('speaks Arabic and keeps Arabic URLs on Arabic pages', async () => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />, '/ar/services');
    await user.click(screen.getByRole('button', { name: 'القطاعات' }));
    expect(await screen.findByRole('link', { name: 'الرعاية الصحية' })).toHaveAttribute(
      'href',
      '/ar/industries/healthcare',
    );
  });

  it.each([
    ['en', '/'],
    ['ar', '/ar'],
  ] as const)('describes every link with its line from the content (%s)', async (locale, path) => {
    const user = userEvent.setup();
    await renderInRouter(<MegaMenu />, path);
    const descriptions: Partial<Record<NavLabel, string>> = (await menus.load('menu', locale))
      .descriptions;
    const { t } = await loadInterfaceStrings(locale);
    for (const section of megaMenu) {
      // From the keyboard: on its way to a click the pointer opens the panel on hover, within
      // the skip delay of the last one, and the click would close it again.
      screen.getByRole('button', { name: t(`nav.sections.${section.id}`) }).focus();
      await user.keyboard('{Enter}');
      for (const link of section.links) {
        const item = await screen.findByRole('link', { name: t(`nav.links.${link.label}`) });
        const description = descriptions[link.label];
        expect(description).toBeTruthy();
        // The descriptions arrive with the panel's extras, after the links.
        await waitFor(() => expect(item).toHaveAccessibleDescription(description));
      }
      await user.keyboard('{Escape}');
    }
  });
});
