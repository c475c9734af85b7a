import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../content/collections';
import { megaMenu } from '../content/navigation';
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
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/services'));
    expect(links).toEqual(['/services', ...(megaMenu[0]?.links.map((link) => link.href) ?? [])]);
    expect(screen.getByRole('link', { name: 'View All: Services' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'View All: Services' })).not.toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'الرعاية الصحية' })).toHaveAttribute(
      'href',
      '/ar/industries/healthcare',
    );
  });
});
