import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, test } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';
import { adminDirectory } from '../../shared/editorPaths';
import { addAxe } from './axeViolations';

export const baseUrl = inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

/** Collects what a page writes to the console and any uncaught error. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

export const themeToggle = 'header [role="group"] button[aria-pressed]';

/** The mega-menu's first section button, which Radix renders. */
const menuTrigger = 'header nav[data-orientation] button';

/**
 * Resolves once React has hydrated the whole page. It hydrates in passes and the mega-menu
 * comes last (src/components/primitives/HydrateSeparately.tsx): once the menu's button has its
 * handlers, so has everything else.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const trigger = document.querySelector(selector);
    return trigger !== null && Object.keys(trigger).some((key) => key.startsWith('__reactProps'));
  }, menuTrigger);
}

export interface OpenOptions {
  width?: number;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** Time stands still from the first script on, so the test decides when timers fire. */
  fakeClock?: boolean;
  /** False: the page as crawlers and visitors without JavaScript get it, never hydrated. */
  javaScript?: boolean;
  /** A touch screen: the pointer is coarse, as on a phone or a tablet. */
  touch?: boolean;
  /** False: the font files fail to load, as when Cairo misses its window. */
  webFont?: boolean;
  /** axe-core in every document of the context, for `axeViolations`. */
  axe?: boolean;
  /**
   * True: the visitor's first page, in a fresh context with nothing cached, for a test that
   * watches what the page requests. Otherwise `pageTest` and `browserSession` open a
   * returning visitor's page (see `profilePool`).
   */
  firstVisit?: boolean;
}

export interface OpenedPage {
  page: Page;
  response: Response | null;
  /** Console errors and warnings, and uncaught errors, from the first script on. */
  messages: string[];
}

/** Resolves in the page once the browser has reported its largest contentful paint. */
const largestPaintReported = () =>
  new Promise<void>((resolve) => {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/**
 * Loads a path in a page set up as `open` was told, watching its console from the first
 * script, and waits for hydration.
 */
async function visit(page: Page, path: string, options: OpenOptions): Promise<OpenedPage> {
  const javaScript = options.javaScript ?? true;
  const messages = watchConsole(page);
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // The app starts after the load event, the largest contentful paint and the frame
  // after both, and a paused clock holds frames back: once the paint is reported (not
  // a timer: the clock does not hold it), let a few frames pass.
  if (options.fakeClock && javaScript) {
    await page.evaluate(largestPaintReported);
    await page.clock.runFor(50);
  }
  if (javaScript) await waitForHydration(page);
  return { page, response, messages };
}

/** A page loaded in a context of its own, with what `open` was told. */
export interface OpenedInContext extends OpenedPage {
  context: BrowserContext;
}

/**
 * Loads a path in a fresh context of `browser` (900 px tall, 1280 wide unless told) and
 * waits for hydration. The caller closes the context.
 */
export async function openInContext(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedInContext> {
  const {
    width = 1280,
    colorScheme = 'light',
    reducedMotion = 'no-preference',
    javaScript = true,
    touch = false,
  } = options;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme,
    reducedMotion,
    javaScriptEnabled: javaScript,
    hasTouch: touch,
  });
  if (options.webFont === false) await context.route('**/*.woff2', (route) => route.abort());
  if (options.axe) await addAxe(context);
  if (options.fakeClock) {
    await context.clock.install({ time: 0 });
    await context.clock.pauseAt(1000);
  }
  return { context, ...(await visit(await context.newPage(), path, options)) };
}

/** What a profile's browser is launched with; a page sets everything else itself. */
type ProfileKind = Required<Pick<OpenOptions, 'javaScript' | 'touch'>>;

/**
 * Browsers with a profile on disk, each lent to one `open` at a time and kept for the worker.
 * Chromium keeps compiled scripts (V8's code cache) only in a profile on disk, never in the
 * contexts `newContext` makes, and a new context costs a fresh renderer setup: a hydrated
 * page in a kept profile takes about half the CPU. Nothing else carries over from the test
 * before: a page starts with the site's cookies and stored data cleared, in its own tab.
 * What stays is the HTTP cache, as on a returning visitor's second page.
 */
function profilePool() {
  const idle = new Map<string, BrowserContext[]>();
  const launched: { context: BrowserContext; directory: string }[] = [];

  async function take(kind: ProfileKind): Promise<BrowserContext> {
    const reused = idle.get(JSON.stringify(kind))?.pop();
    if (reused) return reused;
    const directory = mkdtempSync(join(tmpdir(), 'tayba-profile-'));
    const context = await chromium.launchPersistentContext(directory, {
      executablePath: chromiumPath(),
      args: chromiumFlags,
      javaScriptEnabled: kind.javaScript,
      hasTouch: kind.touch,
    });
    launched.push({ context, directory });
    return context;
  }

  function give(kind: ProfileKind, context: BrowserContext): void {
    const key = JSON.stringify(kind);
    const kept = idle.get(key) ?? [];
    kept.push(context);
    idle.set(key, kept);
  }

  async function close(): Promise<void> {
    await Promise.all(launched.map(({ context }) => context.close()));
    for (const { directory } of launched) rmSync(directory, { recursive: true, force: true });
  }

  return { take, give, close };
}

/** The storage a page of the site can leave behind for the next one; not the HTTP cache. */
const storedData = 'cookies,local_storage,indexeddb,service_workers,cache_storage';

/** Loads a path in a new tab of a kept profile, as `openInContext` does in a new context. */
async function openInProfile(
  context: BrowserContext,
  path: string,
  options: OpenOptions,
): Promise<OpenedPage> {
  const { width = 1280, colorScheme = 'light', reducedMotion = 'no-preference' } = options;
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: storedData });
  await session.detach();
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme, reducedMotion });
  if (options.axe) await addAxe(page);
  return visit(page, path, options);
}

/** A page a test opened, and how to end it: its tab or its context closes. */
interface LentPage extends OpenedPage {
  giveBack: () => Promise<void>;
}

/**
 * Opens a test's pages: in a tab of a kept profile (see `profilePool`), or for a first visit,
 * a held clock or failing fonts, in a fresh context of `browser`.
 */
function pageLender(browser: Browser) {
  const profiles = profilePool();
  async function open(path: string, options: OpenOptions = {}): Promise<LentPage> {
    if (options.firstVisit || options.fakeClock || options.webFont === false) {
      const { context, ...opened } = await openInContext(browser, path, options);
      return { ...opened, giveBack: () => context.close() };
    }
    const kind = { javaScript: options.javaScript ?? true, touch: options.touch ?? false };
    const context = await profiles.take(kind);
    const opened = await openInProfile(context, path, options);
    return {
      ...opened,
      giveBack: async () => {
        await opened.page.close();
        profiles.give(kind, context);
      },
    };
  }
  return { open, close: profiles.close };
}

/**
 * One browser for a test file whose tests run one after another. `open` loads a path as
 * `pageLender` does, ending the page opened before; the last one ends after each test.
 */
export function browserSession(): {
  open: (path: string, options?: OpenOptions) => Promise<OpenedPage>;
} {
  let browser: Browser;
  let lender: ReturnType<typeof pageLender>;
  let current: LentPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    lender = pageLender(browser);
  });
  afterEach(async () => {
    await current?.giveBack();
    current = undefined;
  });
  afterAll(async () => {
    await lender.close();
    await browser.close();
  });

  return {
    async open(path, options = {}) {
      await current?.giveBack();
      current = await lender.open(path, options);
      return current;
    },
  };
}

/**
 * A test whose pages share nothing with other tests', so tests of a file can run at once
 * (`pageTest.concurrent`): `open` loads a path as `pageLender` does, and every page the test
 * opened ends with it. The browser and its kept profiles last as long as the Vitest worker,
 * so the files it runs after the first find the site's scripts compiled already. A concurrent test takes `expect` from its context too: the imported
 * one cannot tell which running test an `expect.poll` belongs to.
 */
export const pageTest = test
  // Vitest reads what a fixture needs from its first parameter's pattern: this one, nothing.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('lender', { scope: 'worker' }, ({ browser }, { onCleanup }) => {
    const lender = pageLender(browser);
    onCleanup(lender.close);
    return lender;
  })
  .extend('open', ({ lender }, { onCleanup }) => {
    const lent: LentPage[] = [];
    onCleanup(async () => {
      for (const page of lent) await page.giveBack();
    });
    return async (path: string, options: OpenOptions = {}): Promise<OpenedPage> => {
      const opened = await lender.open(path, options);
      lent.push(opened);
      return opened;
    };
  });

/**
 * Every prerendered page of the built site, as URL paths (`dist/site/x/index.html` → `/x`).
 * The web editor in admin/ is an application for editors, not a page of the site.
 */
export function builtPaths(siteDir = 'dist/site'): string[] {
  const pages: string[] = [];
  const editor = join(siteDir, adminDirectory);
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = join(directory, entry.name);
      if (entry.isDirectory() && file !== editor) walk(file);
      else if (entry.name === 'index.html') {
        const folder = relative(siteDir, directory).split(sep).join('/');
        pages.push(folder === '' ? '/' : `/${folder}`);
      }
    }
  };
  walk(siteDir);
  return pages.sort();
}

/** The page paths listed in the built sitemap. */
export async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, location = '']) => new URL(location).pathname,
  );
}
