import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { PercentSetting } from '../../src/accessibility/settings';
import type { Locale } from '../../shared/locales';
import { loadInterfaceStrings } from '../../src/i18n/i18n';
import { localeFromPath } from '../../src/i18n/localePath';
import { palettes } from '../../src/theme/palettes';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { baseUrl, pageTest, waitForHydration, type OpenedPage, type OpenOptions } from './browser';
import { holdStill } from './holdStill';

type Strings = typeof en;
const stringsFor = (path: string): Strings => (path.startsWith('/ar') ? ar : en);

const interfaceStrings = {
  en: await loadInterfaceStrings('en'),
  ar: await loadInterfaceStrings('ar'),
};

/** A stepper button's name, filled as the panel fills it ("Increase Font size"). */
const increase = (setting: PercentSetting, locale: Locale = 'en') => {
  const { t } = interfaceStrings[locale];
  return t('accessibility.increase', { setting: t(`accessibility.${setting}`) });
};
const decrease = (setting: PercentSetting, locale: Locale = 'en') => {
  const { t } = interfaceStrings[locale];
  return t('accessibility.decrease', { setting: t(`accessibility.${setting}`) });
};

/** 64rem: below it the header has the drawer instead of the navigation. */
const compactMenuBelowPx = 1024;

type Open = (path: string, options?: OpenOptions) => Promise<OpenedPage>;

/** Opens the accessibility panel on a page loaded from `path` at `width`. */
async function showPanel(page: Page, path: string, width: number) {
  // Where the header has no room for the navigation, the button is in the compact menu.
  if (width < compactMenuBelowPx) {
    await page.getByRole('button', { name: stringsFor(path).nav.openMenu }).click();
  }
  const trigger = page.getByRole('button', { name: stringsFor(path).accessibility.open });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: stringsFor(path).accessibility.title });
  await dialog.waitFor();
  return { trigger, dialog };
}

/** Loads `path` at `width` and opens the accessibility panel. */
async function openPanel(
  open: Open,
  path = '/services/networking',
  colorScheme: 'light' | 'dark' = 'light',
  width = 1280,
) {
  const { page, messages } = await open(path, { width, colorScheme });
  return { page, messages, ...(await showPanel(page, path, width)) };
}

/** A palette colour as getComputedStyle writes it: '#8d9eff' → 'rgb(141, 158, 255)'. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const rootStyle = (page: Page, property: string) =>
  page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
    property,
  );
const bodyStyle = (page: Page, property: string) =>
  page.evaluate((name) => getComputedStyle(document.body).getPropertyValue(name), property);

describe('the accessibility panel', () => {
  pageTest.concurrent(
    'sits at the bottom inline-end corner: right in English, left in Arabic',
    async ({ open, expect }) => {
      // From 90rem the margin beside the content is wide enough for it to float there.
      const { page } = await openPanel(open, '/services/networking', 'light', 1440);
      await page.keyboard.press('Escape');
      const english = await page.getByRole('button', { name: en.accessibility.open }).boundingBox();
      expect(english && english.x > 1000 && english.y > 700).toBe(true);
      await page.goto(`${baseUrl}/ar`);
      await waitForHydration(page);
      const arabic = await page.getByRole('button', { name: ar.accessibility.open }).boundingBox();
      expect(arabic && arabic.x < 200 && arabic.y > 700).toBe(true);
    },
  );

  pageTest.concurrent.for([
    ['/', 1024],
    ['/ar/contact', 1024],
    ['/', 390],
    ['/ar/insights/blog', 390],
  ] as const)(
    'never covers text: on %s at %i px it is in the header or the menu, not in the corner',
    async ([path, width], { open, expect }) => {
      const { page, dialog } = await openPanel(open, path, 'light', width);
      const strings = stringsFor(path);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const place = width < compactMenuBelowPx ? page.getByRole('dialog') : page.locator('header');
      const trigger = place.getByRole('button', { name: strings.accessibility.open });
      expect(await trigger.count()).toBe(1);
      const fixedButtons = await page
        .locator('button')
        .evaluateAll(
          (buttons) =>
            buttons.filter(
              (button) => getComputedStyle(button).position === 'fixed' && button.checkVisibility(),
            ).length,
        );
      expect(fixedButtons).toBe(0);
    },
  );

  pageTest.concurrent(
    'is a dialog titled Accessibility that traps focus, closes with Escape and returns focus',
    async ({ open, expect }) => {
      const { page, trigger, dialog } = await openPanel(open);
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await page.getByRole('dialog', { name: en.accessibility.title }).count()).toBe(1);
      for (let step = 0; step < 20; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => trigger.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await trigger.click();
      await page.getByRole('button', { name: en.accessibility.close }).click();
      await expect
        .poll(() => trigger.evaluate((element) => element === document.activeElement))
        .toBe(true);
    },
  );

  pageTest.concurrent.for(['dark', 'light'] as const)(
    "draws its radios and switches in the %s palette, not the browser's grey controls, with a visible focus",
    async (scheme, { open, expect }) => {
      const { page } = await openPanel(open, '/services/networking', scheme);
      const palette = palettes[scheme];
      await page.getByRole('switch', { name: en.accessibility.reducedMotion }).check();
      const controls = () =>
        page.locator('[role="dialog"] input').evaluateAll((inputs) =>
          inputs.map((input) => {
            const style = getComputedStyle(input);
            return {
              checked: input instanceof HTMLInputElement && input.checked,
              appearance: style.appearance,
              border: style.borderTopColor,
              background: style.backgroundColor,
            };
          }),
        );
      // Normal contrast and Reduce Motion on, the rest off; polled, as the switch's colours
      // change with a short transition.
      const drawn = (checked: boolean) => ({
        checked,
        appearance: 'none',
        border: rgb(checked ? palette.accent : palette.textMuted),
        background: rgb(checked ? palette.accent : palette.surfaceRaised),
      });
      await expect
        .poll(controls)
        .toEqual([drawn(true), drawn(false), drawn(false), drawn(true), drawn(false)]);
      const high = page.getByRole('radio', { name: en.accessibility.contrastModes.high });
      await page.getByRole('radio', { name: en.accessibility.contrastModes.normal }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await high.isChecked()).toBe(true);
      const outline = await high.evaluate((input) => {
        const style = getComputedStyle(input);
        return [style.outlineStyle, style.outlineWidth];
      });
      expect(outline).toEqual(['solid', '3px']);
    },
  );

  pageTest.concurrent(
    'scales the root font size in steps of 10 % between 50 % and 200 %',
    async ({ open, expect }) => {
      const { page } = await openPanel(open);
      const larger = page.getByRole('button', { name: increase('fontSize') });
      const smaller = page.getByRole('button', { name: decrease('fontSize') });
      await larger.click();
      expect(await rootStyle(page, 'font-size')).toBe('17.6px');
      expect(await page.locator('[role="dialog"] output').first().textContent()).toBe('110%');
      while (await larger.isEnabled()) await larger.click();
      expect(await rootStyle(page, 'font-size')).toBe('32px');
      expect(await page.locator('[role="dialog"] output').first().textContent()).toBe('200%');
      while (await smaller.isEnabled()) await smaller.click();
      expect(await rootStyle(page, 'font-size')).toBe('8px');
      expect(await larger.isEnabled()).toBe(true);
    },
  );

  pageTest.concurrent.for([
    ['/', 'fontSize', 1280],
    ['/ar/services/networking', 'fontSize', 1280],
    ['/industries/healthcare', 'fontSize', 1280],
    ['/ar/contact', 'fontSize', 1280],
    ['/', 'fontSize', 390],
    ['/ar/about', 'fontSize', 390],
    ['/contact', 'fontSize', 390],
    ['/ar/insights/blog', 'fontSize', 390],
    ['/case-studies', 'fontSize', 390],
    ['/ar', 'textSpacing', 1280],
    ['/case-studies', 'textSpacing', 1280],
    ['/contact', 'textSpacing', 1280],
    ['/ar/insights/blog', 'textSpacing', 1280],
    ['/', 'textSpacing', 390],
    ['/ar/contact', 'textSpacing', 390],
  ] as const)(
    '%s at 200 percent %s, %i px wide, does not run off the screen sideways',
    async ([path, setting, width], { open, expect }) => {
      const { page } = await openPanel(open, path, 'light', width);
      const larger = page.getByRole('button', { name: increase(setting, localeFromPath(path)) });
      while (await larger.isEnabled()) await larger.click();
      await page.keyboard.press('Escape');
      if (setting === 'fontSize') expect(await rootStyle(page, 'font-size')).toBe('32px');
      else {
        // 0.02em per percent above 100: 2em of the body's size (Arabic text is a step larger).
        const bodySize = Number.parseFloat(await bodyStyle(page, 'font-size'));
        expect(await bodyStyle(page, 'letter-spacing')).toBe(`${bodySize * 2}px`);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    },
  );

  pageTest.concurrent(
    'spaces text: +0.02em letter spacing and +0.01 line height per percent',
    async ({ open, expect }) => {
      const { page } = await openPanel(open);
      await page.getByRole('button', { name: increase('textSpacing') }).click();
      expect(await bodyStyle(page, 'letter-spacing')).toBe('3.2px');
      expect(await bodyStyle(page, 'line-height')).toBe('24px');
    },
  );

  pageTest.concurrent(
    'reduces motion to 0.01 ms and stops the hero rotation',
    async ({ open, expect }) => {
      const { page } = await openPanel(open, '/');
      await page.getByRole('switch', { name: en.accessibility.reducedMotion }).check();
      expect(
        await page
          .locator('header')
          .evaluate((element) => getComputedStyle(element).transitionDuration),
      ).toBe('1e-05s');
      expect(await page.getByRole('button', { name: en.home.pauseRotation }).count()).toBe(0);
    },
  );

  pageTest.concurrent(
    'announces each change for about a second with screen reader support on',
    async ({ open, expect }) => {
      const { page } = await openPanel(open);
      const status = page.getByTestId('accessibility-announcement');
      await page.getByRole('switch', { name: en.accessibility.screenReader }).check();
      await expect.poll(() => status.textContent()).toBe(en.accessibility.updated);
      await expect.poll(() => status.textContent(), { timeout: 3000 }).toBe('');
      await page.getByRole('button', { name: increase('cursorSize') }).click();
      await expect.poll(() => status.textContent()).toBe(en.accessibility.updated);
    },
  );

  pageTest.concurrent(
    'grows the cursor, switches contrast, and resets everything',
    async ({ open, expect }) => {
      const { page } = await openPanel(open);
      await page.getByRole('button', { name: increase('cursorSize') }).click();
      expect(
        await page.locator('main').evaluate((element) => getComputedStyle(element).cursor),
      ).toContain("width%3D'35'");
      await page.getByRole('radio', { name: en.accessibility.contrastModes.high }).check();
      expect(await bodyStyle(page, 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await bodyStyle(page, 'color')).toBe('rgb(0, 0, 0)');
      await page.getByRole('radio', { name: en.accessibility.contrastModes.inverted }).check();
      expect(await rootStyle(page, 'filter')).toContain('invert(1)');
      const picture = page.locator('main img').first();
      expect(await picture.evaluate((element) => getComputedStyle(element).filter)).toContain(
        'invert(1)',
      );
      await page.getByRole('button', { name: increase('fontSize') }).click();
      await page.getByRole('button', { name: en.accessibility.reset }).click();
      expect(await rootStyle(page, 'font-size')).toBe('16px');
      expect(await rootStyle(page, 'filter')).toBe('none');
      expect(
        await page.getByRole('radio', { name: en.accessibility.contrastModes.normal }).isChecked(),
      ).toBe(true);
    },
  );

  pageTest.concurrent(
    'keeps nothing: a reload returns to the defaults',
    async ({ open, expect }) => {
      const { page } = await openPanel(open);
      await page.getByRole('button', { name: increase('fontSize') }).click();
      expect(await rootStyle(page, 'font-size')).toBe('17.6px');
      await page.reload();
      await waitForHydration(page);
      expect(await rootStyle(page, 'font-size')).toBe('16px');
    },
  );

  pageTest.concurrent.for([
    ['/', 'light', 'normal'],
    ['/ar', 'dark', 'normal'],
    ['/services', 'light', 'high'],
    ['/ar/services', 'dark', 'high'],
  ] as const)(
    '%s in %s with %s contrast has no axe violations, panel open',
    async ([path, scheme, mode], { open, expect }) => {
      const { page, messages } = await open(path, { colorScheme: scheme });
      // Colours are judged at rest: axe reads the page behind the panel too, home hero included.
      await holdStill(page);
      await showPanel(page, path, 1280);
      if (mode === 'high') await page.getByRole('radio').nth(1).check();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(messages).toEqual([]);
    },
  );
});
