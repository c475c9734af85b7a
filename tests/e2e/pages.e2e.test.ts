import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, type OpenOptions } from './browser';

const session = browserSession();
let page: Page;

async function open(path: string, options: OpenOptions = {}) {
  ({ page } = await session.open(path, options));
}

const hrefs = (selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href')));
const texts = (selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => element.textContent.trim()));

describe('home', () => {
  it('rotates the badge every 2000 ms and the headline accent every 3000 ms', async () => {
    await open('/', { fakeClock: true });
    const badge = () => page.textContent('[data-testid="hero-badge"]');
    const accent = () => page.textContent('[data-testid="hero-accent"]');
    expect([await badge(), await accent()]).toEqual([
      'Lightning-fast deployment',
      'Digital Transformation',
    ]);
    await page.clock.runFor(1999);
    expect(await badge()).toBe('Lightning-fast deployment');
    await page.clock.runFor(1);
    expect(await badge()).toBe('Enterprise-grade security');
    await page.clock.runFor(999);
    expect(await accent()).toBe('Digital Transformation');
    await page.clock.runFor(1);
    expect(await accent()).toBe('Cloud Solutions');
    await page.clock.runFor(3000);
    expect(await accent()).toBe('AI Integration');
    expect(await badge()).toBe('Lightning-fast deployment');
  });

  it('counts the statistics up from 1000 ms to 10, 500, 99.9 and 24 in 50 steps of 50 ms', async () => {
    await open('/', { fakeClock: true });
    const counters = () => texts('[data-testid="counter"]');
    expect(await counters()).toEqual(['0+', '0+', '0%', '0']);
    await page.clock.runFor(1049);
    expect(await counters()).toEqual(['0+', '0+', '0%', '0']);
    await page.clock.runFor(1250);
    expect(await counters()).toEqual(['5+', '250+', '50%', '12']);
    await page.clock.runFor(1201);
    expect(await counters()).toEqual(['10+', '500+', '99.9%', '24']);
  });

  it('shows the final figures at once, and stops the rotation, when motion is reduced', async () => {
    await open('/', { reducedMotion: 'reduce', fakeClock: true });
    expect(await texts('[data-testid="counter"]')).toEqual(['10+', '500+', '99.9%', '24']);
    expect(await page.getByRole('button', { name: 'Pause the rotating headlines' }).count()).toBe(
      0,
    );
    await page.clock.runFor(6000);
    expect(await page.textContent('[data-testid="hero-badge"]')).toBe('Lightning-fast deployment');
    expect(await page.textContent('[data-testid="hero-accent"]')).toBe('Digital Transformation');
  });

  it('writes the figures for the Arabic locale', async () => {
    await open('/ar', { reducedMotion: 'reduce' });
    const expected = [10, 500, 0.999, 24].map((value, index) =>
      new Intl.NumberFormat(
        'ar-SA-u-nu-latn',
        index === 2 ? { style: 'percent', maximumFractionDigits: 2 } : {},
      ).format(value),
    );
    await expect
      .poll(() => texts('[data-testid="counter"]'))
      .toEqual([`${expected[0]}+`, `${expected[1]}+`, expected[2], expected[3]]);
  });

  it('links the ten service cards to the ten service pages, in both languages', async () => {
    const order = ['networking', 'software', 'cloud', 'security', 'consulting', 'managed-it'];
    const expected = [...order, 'mobile', 'ai', 'iot', 'web'].map((slug) => `/services/${slug}`);
    await open('/');
    const learnMore = page.getByRole('link', { name: /^Learn More/ });
    expect(await learnMore.count()).toBe(10);
    expect(
      await learnMore.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(expected);
    await page.close();
    await open('/ar');
    expect(await hrefs('main ul li a[href^="/ar/services/"]')).toEqual(
      expected.map((href) => `/ar${href}`),
    );
  });

  it('quotes three rated testimonials with the 4.9/5, 500+ and 98% summary', async () => {
    await open('/');
    const quotes = page.locator('figure:has(blockquote)');
    expect(await quotes.count()).toBe(3);
    expect(await quotes.first().getByText('Rated 5 out of 5').count()).toBe(1);
    const summary = await texts('section:has(figure blockquote) dl dd');
    expect(summary).toEqual(['4.9/5', '500+', '98%']);
  });
});

const featureTitles: Record<string, string[]> = {
  networking: [
    'Secure Network Design',
    'Cloud Integration',
    '24/7 Monitoring',
    'Scalable Solutions',
  ],
  software: ['Web Applications', 'Mobile Apps', 'Enterprise Software', 'Legacy Modernization'],
  web: ['Responsive Design', 'SEO Optimization', 'Performance Optimization', 'Modern Technologies'],
  mobile: ['Native iOS & Android', 'Cross-Platform', 'Security First', 'User Experience'],
  cloud: [
    'Cloud Migration',
    'Multi-Cloud Strategy',
    'Performance Optimization',
    'Hybrid Solutions',
  ],
  security: [
    'Penetration Testing',
    '24/7 Monitoring',
    'Compliance Management',
    'Employee Training',
  ],
  consulting: [
    'Strategic Roadmapping',
    'Digital Transformation',
    'Technology Assessment',
    'ROI-Focused Approach',
  ],
  'managed-it': [
    '15-Minute Response Guarantee',
    'Remote & On-Site',
    'Hardware Management',
    'Predictable Pricing',
  ],
  ai: [
    'Machine Learning',
    'Natural Language Processing',
    'Computer Vision',
    'Intelligent Automation',
  ],
  iot: ['Smart Sensors', 'Data Analytics', 'Security', 'Connectivity'],
};

describe('services', () => {
  it('presents eight anchored sections, each with five key features and a picture', async () => {
    await open('/services');
    const ids = await page.$$eval('main section[id]', (sections) => sections.map((s) => s.id));
    expect(ids).toEqual([
      'networking',
      'software',
      'ai',
      'iot',
      'cloud',
      'security',
      'consulting',
      'managed-it',
    ]);
    for (const id of ids) {
      const section = page.locator(`section#${id}`);
      expect(await section.locator('h2').count()).toBe(1);
      expect(await section.locator('li').count()).toBe(5);
      const image = section.locator('img');
      expect(await image.getAttribute('alt')).toMatch(/\w{4}/);
      expect(await image.getAttribute('width')).toBe('640');
      expect(await image.getAttribute('loading')).toBe('lazy');
    }
    expect(await hrefs('main header a')).toEqual(['/contact', '/case-studies']);
  });

  it.each(Object.entries(featureTitles))(
    '/services/%s has exactly its four feature blocks and buttons to /contact and /case-studies',
    async (slug, titles) => {
      await open(`/services/${slug}`);
      expect(await texts('main section li h3')).toEqual(titles);
      expect(await hrefs('main header a')).toEqual(['/contact', '/case-studies']);
      const galleryImages = await page.locator('main section li img').count();
      expect(galleryImages).toBe(slug === 'ai' || slug === 'iot' ? 3 : 0);
      if (slug === 'software') {
        expect(await texts('main header a')).toEqual(['Start Your Project', 'View Portfolio']);
      }
    },
  );

  it('gives every Arabic service page four feature blocks', async () => {
    for (const slug of Object.keys(featureTitles)) {
      await open(`/ar/services/${slug}`);
      expect(await page.locator('main section li h3').count()).toBe(4);
    }
  });
});

const industries: Record<string, { solutions: number; study: string; cases: string }> = {
  healthcare: {
    solutions: 3,
    study: '/case-studies/healthcare-transformation',
    cases: '/case-studies/by-industry/healthcare',
  },
  education: {
    solutions: 4,
    study: '/case-studies/university-learning-platform',
    cases: '/case-studies/by-industry/education',
  },
  finance: { solutions: 4, study: '/case-studies/banking-app', cases: '/case-studies' },
  retail: {
    solutions: 4,
    study: '/case-studies/retail-omnichannel',
    cases: '/case-studies/by-industry/retail',
  },
  manufacturing: {
    solutions: 4,
    study: '/case-studies/enterprise-network',
    cases: '/case-studies/by-industry/manufacturing',
  },
  government: {
    solutions: 4,
    study: '/case-studies/data-center-consolidation',
    cases: '/case-studies/by-industry/government',
  },
};

describe('industries', () => {
  it('lists six industries with links to /contact and /case-studies', async () => {
    await open('/industries');
    const order = ['healthcare', 'finance', 'retail', 'manufacturing', 'education', 'government'];
    expect(await hrefs('main ul a')).toEqual(order.map((slug) => `/industries/${slug}`));
    const links = await hrefs('main a');
    expect(links).toContain('/contact');
    expect(links).toContain('/case-studies');
  });

  it.each(Object.entries(industries))(
    '/industries/%s follows the industry template',
    async (slug, { solutions, study, cases }) => {
      for (const prefix of ['', '/ar']) {
        await open(`${prefix}/industries/${slug}`);
        expect(await hrefs('main header a')).toEqual([`${prefix}/contact`, `${prefix}${cases}`]);
        const sections = page.locator('main section');
        expect(await sections.count()).toBe(5);
        expect(await sections.nth(0).locator('img').count()).toBe(1);
        expect(await sections.nth(1).locator('h3').count()).toBe(solutions);
        expect(await sections.nth(2).locator(`a[href="${prefix}${study}"]`).count()).toBe(1);
        expect(await sections.nth(3).locator('h3').count()).toBe(3);
        expect(await hrefs('main section:last-of-type a')).toEqual([
          `${prefix}/contact`,
          `${prefix}/solutions`,
        ]);
      }
      await open(`/industries/${slug}`);
    },
  );

  it('writes the education and finance pages as the specification says', async () => {
    await open('/industries/education');
    expect(await texts('main section:last-of-type h2')).toEqual([
      'Ready to Transform Your Educational Institution?',
    ]);
    expect(await texts('main section:last-of-type a')).toEqual([
      'Schedule a Consultation',
      'Explore More Solutions',
    ]);
    await open('/industries/finance');
    expect(await texts('main section:nth-of-type(2) li h3')).toEqual([
      'Regulatory Compliance',
      'Digital Banking',
      'Risk Management',
      'Payment Processing',
    ]);
    expect(await texts('main header a')).toEqual(['Get Started', 'View Case Studies']);
  });
});

const solutionSlugs = [
  'process-automation',
  'digital-transformation',
  'cloud-migration',
  'cybersecurity',
  'data-center',
  'business-intelligence',
  'remote-workforce',
  'customer-experience',
];

describe('solutions', () => {
  it('links all eight solutions from the hub, three of them featured with pictures', async () => {
    await open('/solutions');
    const linked = await hrefs('main ul a');
    expect([...linked].sort()).toEqual(solutionSlugs.map((slug) => `/solutions/${slug}`).sort());
    expect(await page.locator('main section').first().locator('li img').count()).toBe(3);
    const links = await hrefs('main a');
    expect(links).toContain('/contact');
    expect(links).toContain('/case-studies');
  });

  it.each(solutionSlugs)('/solutions/%s follows the solution template', async (slug) => {
    for (const prefix of ['', '/ar']) {
      await open(`${prefix}/solutions/${slug}`);
      expect(await page.locator('main header img').count()).toBe(1);
      const sections = page.locator('main section');
      expect(await sections.count()).toBe(5);
      expect(await sections.nth(1).locator('li h3').count()).toBeGreaterThanOrEqual(2);
      expect(await sections.nth(2).locator('li h3').count()).toBeGreaterThanOrEqual(4);
      const related = await sections
        .nth(3)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(related.length).toBeGreaterThan(0);
      expect(related.every((href) => href?.startsWith(`${prefix}/solutions/`))).toBe(true);
      expect(related).not.toContain(`${prefix}/solutions/${slug}`);
      expect(await hrefs('main section:last-of-type a')).toContain(`${prefix}/contact`);
    }
    await open(`/solutions/${slug}`);
  });

  it('closes with the default call to action unless the page sets its own', async () => {
    await open('/solutions/business-intelligence');
    expect(await texts('main section:last-of-type h2')).toEqual([
      'Ready to implement this solution?',
    ]);
    expect(await texts('main section:last-of-type a')).toContain('Schedule a Consultation');
  });
});
