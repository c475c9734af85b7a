import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { legalPages, services } from '../../src/content/collections';
import { loadCompany } from '../../src/content/company';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { readManifest } from '../../shared/siteAssets';
import { baseUrl, pageTest, themeToggle } from './browser';

// Every test loads its pages in contexts of its own and changes nothing they share (the site
// only serves): a few run at once.

describe('language', () => {
  pageTest.concurrent(
    'the toggle flips lang, dir, the rtl marker and the URL, keeping the page',
    async ({ open, expect }) => {
      const { page } = await open('/services/networking');
      await page.click('a[hreflang="ar"]');
      await page.waitForURL(`${baseUrl}/ar/services/networking`);
      // The URL changes as navigation starts; the document follows once the new route renders.
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ar');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'class')).toBe('rtl');
      expect(await page.textContent('h1')).toBe((await services.load('networking', 'ar')).title);

      await page.click('a[hreflang="en"]');
      await page.waitForURL(`${baseUrl}/services/networking`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      expect(await page.getAttribute('html', 'class')).toBeNull();
    },
  );

  pageTest.concurrent(
    "loads the other language's company document on the switch, and shows its company",
    async ({ open, expect }) => {
      const manifest = readManifest('dist/site');
      const companyScript = (locale: 'en' | 'ar') => {
        const chunk = manifest[`.contentlayer/generated/Company/site__company.${locale}.yaml.json`];
        if (!chunk)
          throw new Error(`The client build has no ${locale} company document of its own`);
        return `/${chunk.file}`;
      };
      const loadedScripts = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
        );
      const { page } = await open('/services/networking', { firstVisit: true });
      expect(await loadedScripts()).toContain(companyScript('en'));
      expect(await loadedScripts()).not.toContain(companyScript('ar'));

      await page.click('a[hreflang="ar"]');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ar');
      const { name } = await loadCompany('ar');
      expect(await page.textContent('footer')).toContain(name);
      await expect.poll(() => page.title()).toContain(name);
      expect(await loadedScripts()).toContain(companyScript('ar'));
    },
  );

  pageTest.concurrent(
    'keeps the page in its language while the pointer rests on the language toggle',
    async ({ open, expect }) => {
      const { page } = await open('/services/networking');
      await page.hover('a[hreflang="ar"]');
      await page.waitForTimeout(500);
      expect(await page.textContent('a[hreflang="ar"]')).toBe(en.display.otherLanguage);
      expect(await page.getByRole('button', { name: en.nav.sections.services }).count()).toBe(1);
    },
  );

  pageTest.concurrent('lays the header out right to left in Arabic', async ({ open, expect }) => {
    const { page } = await open('/ar');
    const brand = await page.locator('header a[href="/ar"]').first().boundingBox();
    const toggle = await page.locator(themeToggle).boundingBox();
    expect(brand && toggle && brand.x > toggle.x).toBe(true);
  });
});

describe('theme', () => {
  pageTest.concurrent(
    'starts from the system preference and keeps the choice across a reload',
    async ({ open, expect }) => {
      const { page } = await open('/', { colorScheme: 'dark' });
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.click(themeToggle);
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      await page.reload({ waitUntil: 'load' });
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(255, 255, 255)');
    },
  );
});

describe('not found', () => {
  pageTest.concurrent(
    'answers 404 with the not-found page and logs the path',
    async ({ open, expect }) => {
      const { page, response, messages } = await open('/no/such/page');
      expect(response?.status()).toBe(404);
      expect(await page.textContent('h1')).toBe(en.notFound.title);
      expect(await page.isVisible(`text=${en.notFound.code}`)).toBe(true);
      expect(await page.getAttribute('main a[href="/"]', 'href')).toBe('/');
      expect(messages).toContain(
        'error: 404 Error: User attempted to access non-existent route: /no/such/page',
      );
    },
  );

  pageTest.concurrent(
    'treats an unknown first segment and an unknown slug as not found, in Arabic too',
    async ({ open, expect }) => {
      for (const path of ['/xx/services', '/services/quantum', '/ar/solutions/nothing']) {
        const response = await fetch(`${baseUrl}${path}`);
        expect(response.status).toBe(404);
      }
      const { page } = await open('/ar/solutions/nothing');
      expect(await page.textContent('h1')).toBe(ar.notFound.title);
    },
  );

  pageTest.concurrent(
    'loads the same scripts for an unknown first segment as for any missing page',
    async ({ open, expect }) => {
      const scriptsOf = async (path: string) => {
        const { page } = await open(path, { firstVisit: true });
        await page.waitForLoadState('networkidle');
        return page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map(({ name }) => new URL(name).pathname)
            .filter((path) => path.endsWith('.js'))
            .toSorted(),
        );
      };
      const missingPage = await scriptsOf('/no/such/page');
      // The router reads `/servicess` as the home page and `/xx/contact` as the contact page,
      // each with an unknown language: neither page's code is of any use to them.
      expect(await scriptsOf('/servicess')).toEqual(missingPage);
      expect(await scriptsOf('/xx/contact')).toEqual(missingPage);
    },
  );

  pageTest.concurrent.for(['/no/such/page', '/ar/no/such/page'])(
    'hydrates %s cleanly in the dark theme, its toggle showing the theme in use',
    async (path, { open, expect }) => {
      const { page, messages } = await open(path, { colorScheme: 'dark' });
      // React renders the toggle again, with the theme in use, just after hydrating.
      await expect.poll(() => page.getAttribute(themeToggle, 'aria-pressed')).toBe('true');
      // What a 404 logs by design: the status, and the path that was asked for.
      expect(messages.toSorted()).toEqual([
        `error: 404 Error: User attempted to access non-existent route: ${path}`,
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    },
  );
});

describe('navigation', () => {
  // Timed: it runs alone, so no other test's page takes the cores while it waits. The delay
  // is read by the page's own clock, from the pointer's arrival to the section opening: a
  // busy machine can only lengthen it, never make the menu look early.
  pageTest(
    'opens a mega-menu section about 200 ms after the pointer rests on it',
    async ({ open, expect }) => {
      const { page } = await open('/');
      const trigger = page.getByRole('button', { name: en.nav.sections.industries });
      const opensAfter = trigger.evaluate(
        (button) =>
          new Promise<number>((resolve) => {
            let arrived = Number.NaN;
            button.addEventListener('pointerenter', (event) => (arrived = event.timeStamp), {
              once: true,
            });
            new MutationObserver((_, observer) => {
              if (button.getAttribute('aria-expanded') !== 'true') return;
              observer.disconnect();
              resolve(performance.now() - arrived);
            }).observe(button, { attributeFilter: ['aria-expanded'] });
          }),
      );
      await trigger.hover();
      const delay = await opensAfter;
      expect(delay, 'ms from the pointer arriving to the section opening').toBeGreaterThan(150);
      expect(delay).toBeLessThan(1000);
      expect(await page.isVisible('a[href="/industries/healthcare"]')).toBe(true);
    },
  );

  pageTest.concurrent(
    'opens a section from the keyboard and reaches its links',
    async ({ open, expect }) => {
      const { page } = await open('/');
      await page.getByRole('button', { name: en.nav.sections.services }).focus();
      await page.keyboard.press('Enter');
      // The panel's code and links load as focus reaches the menu; the panel opens with them.
      await page.locator('header nav a[href="/services"]').waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(focused).toBe('/services');
    },
  );

  pageTest.concurrent(
    'updates title, description and canonical on client-side navigation',
    async ({ open, expect }) => {
      const privacy = await legalPages.load('privacy', 'en');
      const { page } = await open('/');
      await page.click('footer a[href="/privacy"]');
      await page.waitForURL(`${baseUrl}/privacy`);
      await page.waitForFunction((title) => document.title.startsWith(title), privacy.title);
      const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
      expect(canonical).toMatch(/\/privacy$/);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
    },
  );

  pageTest.concurrent(
    'opens /about/careers at its section, also from a link, and focuses the new page',
    async ({ open, expect }) => {
      const { page } = await open('/about');
      await page.getByRole('button', { name: en.nav.sections.company }).click();
      await page.click('a[href="/about/careers"]');
      await page.waitForURL(`${baseUrl}/about/careers`);
      // The section's top comes to rest just under the sticky header.
      await page.waitForFunction(() => {
        const top = document.getElementById('careers')?.getBoundingClientRect().top ?? 999;
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return top >= header - 1 && top < header + 40;
      });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    },
  );

  pageTest.concurrent('changes the bar style after 50 px of scroll', async ({ open, expect }) => {
    const { page } = await open('/insights/blog/cybersecurity-trends-2025');
    expect(await page.getAttribute('header', 'data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
  });

  pageTest.concurrent.for([
    ['/', en],
    ['/ar', ar],
  ] as const)(
    'keeps the desktop navigation at 1024 px on %s: every section and the consultation action, Contact in Company',
    async ([path, strings], { open, expect }) => {
      const { page } = await open(path, { width: 1024 });
      const navigation = page.getByRole('navigation', { name: strings.nav.label });
      for (const section of Object.values(strings.nav.sections)) {
        expect(await navigation.getByRole('button', { name: section }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: strings.nav.consultation }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: strings.nav.openMenu }).isVisible()).toBe(
        false,
      );
      const header = await page.locator('header').first().boundingBox();
      const links = await navigation
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
      for (const box of links) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(1024);
        expect(box.bottom).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      }
      const prefix = path === '/' ? '' : path;
      // From the keyboard: a pointer resting on a button opens its section on hover, and a
      // click that lands after the hover delay (a loaded machine) closes it again.
      await navigation.getByRole('button', { name: strings.nav.sections.industries }).focus();
      await page.keyboard.press('Enter');
      await page.locator(`header nav a[href="${prefix}/industries/healthcare"]`).waitFor();
      await page.keyboard.press('Escape');
      await navigation.getByRole('button', { name: strings.nav.sections.company }).focus();
      await page.keyboard.press('Enter');
      await page.locator(`header nav a[href="${prefix}/contact"]`).waitFor();
    },
  );

  pageTest.concurrent(
    'uses a drawer on small screens that Escape closes',
    async ({ open, expect }) => {
      const { page } = await open('/', { width: 390 });
      await page.getByRole('button', { name: en.nav.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: en.nav.menuTitle });
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(390);
      await dialog.getByRole('button', { name: en.nav.sections.company }).click();
      expect(await dialog.getByRole('navigation').locator('a[href="/contact"]').isVisible()).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(false);
      // The dialog hands focus back as it unmounts, a task after it hides.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(en.nav.openMenu);
    },
  );
});

describe('accessibility of the not-found page', () => {
  pageTest.concurrent.for([
    ['/no/such/page', 'light'],
    ['/ar/no/such/page', 'dark'],
  ] as const)('axe finds no violations on %s (%s)', async ([path, theme], { open, expect }) => {
    const { page } = await open(path, { colorScheme: theme });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('fonts', () => {
  // Cairo's whole files stay declared for a character no subset has; a page whose
  // characters the subsets all draw never downloads them.
  pageTest.concurrent.for(['/', '/ar', '/contact', '/ar/contact'])(
    'downloads only the Cairo subsets %s preloads, scrolled to its end',
    async (path, { open, expect }) => {
      const { page } = await open(path, { firstVisit: true });
      const fonts = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        scrollTo(0, document.documentElement.scrollHeight);
        await frame();
        await frame();
        await document.fonts.ready;
        const pathOf = (address: string) => new URL(address, location.href).pathname;
        return {
          preloaded: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
            pathOf(link.getAttribute('href') ?? ''),
          ),
          downloaded: performance
            .getEntriesByType('resource')
            .map(({ name }) => pathOf(name))
            .filter((name) => name.endsWith('.woff2')),
        };
      });
      expect(fonts.preloaded.every((font) => font.includes('-subset-'))).toBe(true);
      expect(fonts.downloaded.sort()).toEqual(fonts.preloaded.sort());
    },
  );
});

describe('icons', () => {
  pageTest.concurrent(
    'draw from symbols in the page, on the page loaded and on the pages opened from it',
    async ({ open, expect }) => {
      const symbolsIn = (html: string) =>
        new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
      const contactSymbols = symbolsIn(readFileSync('dist/site/contact/index.html', 'utf8'));
      const home = readFileSync('dist/site/index.html', 'utf8');
      const homeMain = home.slice(home.indexOf('<main'), home.indexOf('</main>'));
      const homeMainIcons = homeMain.match(/<use /g)?.length;
      // The home page draws icons the contact page's HTML does not hold.
      expect([...symbolsIn(home)].filter((id) => !contactSymbols.has(id))).not.toEqual([]);

      const { page } = await open('/contact');
      const unresolved = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('use')]
            .map((use) => use.getAttribute('href') ?? '')
            .filter((href) => document.getElementById(href.slice(1))?.tagName !== 'symbol'),
        );
      expect(await unresolved()).toEqual([]);
      await page.click('footer a[href="/"]');
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.locator('main use').count()).toBe(homeMainIcons);
      await expect.poll(unresolved).toEqual([]);
    },
  );
});
