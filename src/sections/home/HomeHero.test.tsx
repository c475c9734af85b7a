// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCompany } from '../../content/company';
import en from '../../i18n/locales/en.json';
import { renderInRouter } from '../../testing/renderInRouter';
import { accentIntervalMs, badgeIntervalMs, HomeHero, type HeroContent } from './HomeHero';

// A hero of the test's own, not the home page's content: the checks repeat its words.
const hero: HeroContent = {
  badges: ['Lightning-fast deployment', 'Enterprise-grade security', '24/7 expert support'],
  headline: 'Accelerate your business with',
  headlineAccents: [
    'Digital Transformation',
    'Cloud Solutions',
    'AI Integration',
    'Cybersecurity Excellence',
  ],
  summary: 'From Madina to the whole Kingdom.',
  primaryAction: { label: 'Get Started Today', href: '/contact' },
  secondaryAction: { label: 'View Success Stories', href: '/case-studies' },
  image: { src: '/images/pages/home-hero.svg', alt: 'A dashboard', width: 640, height: 560 },
};

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the home hero', () => {
  // Only the rotation's intervals are faked; the router keeps its real timeouts.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('rotates the badge every 2 s and the headline accent every 3 s', async () => {
    stubReducedMotion(false);
    await renderInRouter(<HomeHero hero={hero} />);
    const badge = () => screen.getByTestId('hero-badge').textContent;
    const accent = () => screen.getByTestId('hero-accent').textContent;
    expect([badge(), accent()]).toEqual(['Lightning-fast deployment', 'Digital Transformation']);

    expect([badgeIntervalMs, accentIntervalMs]).toEqual([2000, 3000]);
    await act(() => vi.advanceTimersByTimeAsync(badgeIntervalMs - 1));
    expect(badge()).toBe('Lightning-fast deployment');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect([badge(), accent()]).toEqual(['Enterprise-grade security', 'Digital Transformation']);
    await act(() => vi.advanceTimersByTimeAsync(accentIntervalMs - badgeIntervalMs));
    expect(accent()).toBe('Cloud Solutions');
    await act(() => vi.advanceTimersByTimeAsync(accentIntervalMs));
    expect([badge(), accent()]).toEqual(['Lightning-fast deployment', 'AI Integration']);
  });

  it('stays still for visitors who prefer reduced motion, and tells all claims at once', async () => {
    stubReducedMotion(true);
    await renderInRouter(<HomeHero hero={hero} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('hero-badge')).toHaveTextContent('Lightning-fast deployment');
    expect(screen.getByTestId('hero-accent')).toHaveTextContent('Digital Transformation');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital Transformation, Cloud Solutions, AI Integration, and Cybersecurity Excellence',
    );
    expect(screen.queryByRole('button', { name: en.home.pauseRotation })).not.toBeInTheDocument();
  });

  it('makes its list formatter once, not at every turn of the rotation', async () => {
    stubReducedMotion(false);
    const made = vi.spyOn(Intl, 'ListFormat');
    await renderInRouter(<HomeHero hero={hero} />);
    await act(() => vi.advanceTimersByTimeAsync(accentIntervalMs * 4));
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('lets the visitor pause the rotation', async () => {
    stubReducedMotion(false);
    await renderInRouter(<HomeHero hero={hero} />);
    act(() => screen.getByRole('button', { name: en.home.pauseRotation }).click());
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByTestId('hero-badge')).toHaveTextContent('Lightning-fast deployment');
  });

  it('links its calls to action in the page language', async () => {
    stubReducedMotion(false);
    await renderInRouter(<HomeHero hero={hero} />, '/ar');
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/ar/contact',
    );
    expect(screen.getByRole('link', { name: 'View Success Stories' })).toHaveAttribute(
      'href',
      '/ar/case-studies',
    );
  });

  it('names the partners from the company content, leaving the certifications to the credentials band, and no figures', async () => {
    stubReducedMotion(false);
    await renderInRouter(<HomeHero hero={hero} />, '/ar');
    const { partners } = await loadCompany('ar');
    const strip = screen.getByTestId('partner-strip');
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(partners.map((p) => p.name + p.standing));
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
