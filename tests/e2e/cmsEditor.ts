import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchConsole } from './browser';

/** The editor page as a test has it for its turn. */
export interface EditorTurn {
  page: Page;
  /** Console errors and warnings, and uncaught errors, since the turn began. */
  messages: () => string[];
  /** What the editor's alerts said since the turn began (each dismissed, as by default). */
  alerts: () => string[];
}

export interface CmsEditor {
  /** Opens the entry `slug` of `collection`, read afresh from the backend, for `work`. */
  entry: <T>(
    collection: string,
    slug: string,
    work: (turn: EditorTurn) => Promise<T>,
  ) => Promise<T>;
  /** Opens a new document of `collection` for `work`. */
  newEntry: <T>(collection: string, work: (turn: EditorTurn) => Promise<T>) => Promise<T>;
}

interface LoadedEditor {
  context: BrowserContext;
  page: Page;
  messages: string[];
  alerts: string[];
}

// Decap CMS's own words, as 'Login' is: its question before it leaves an entry with unsaved
// changes, which a test that was refused a save leaves behind.
const leaveQuestion = 'Are you sure you want to leave this page?';

/**
 * The web editor at `adminUrl`, loaded and logged in once for the tests of a file, which
 * take turns at it, one at a time, in the order they ask: a load costs Chromium about four
 * CPU seconds (the CMS is one 6.7 MB script), a turn a few tenths. A turn that fails closes
 * the page, and the next one loads the editor again, so no test inherits a broken one.
 */
export function cmsEditor(browser: Browser, adminUrl: string): CmsEditor {
  let loaded: LoadedEditor | undefined;
  let turns = Promise.resolve();

  async function load(): Promise<LoadedEditor> {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const messages = watchConsole(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'confirm' && dialog.message() === leaveQuestion) {
        void dialog.accept();
        return;
      }
      // Anything else is dismissed, as Playwright does by default: the offer to restore a
      // local backup of an entry a refused test left changed, above all.
      if (dialog.type() === 'alert') alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(adminUrl);
    await page.getByRole('button', { name: 'Login' }).click();
    return { context, page, messages, alerts };
  }

  async function turn<T>(
    collection: string,
    route: string,
    work: (turn: EditorTurn) => Promise<T>,
  ): Promise<T> {
    const before = turns;
    let ended: () => void = () => undefined;
    turns = new Promise((resolve) => {
      ended = () => resolve();
    });
    await before;
    try {
      // A turn that loads the editor answers for what the load wrote as well.
      const editor = loaded ?? (await load());
      const { page, messages, alerts } = editor;
      const [messagesFrom, alertsFrom] =
        editor === loaded ? [messages.length, alerts.length] : [0, 0];
      loaded = editor;
      // Decap keeps an entry's form mounted from one entry's address to the next: the
      // collection's list in between unmounts it, so the next entry is read from the files.
      await page.goto(`${adminUrl}#/collections/${collection}`);
      await page.locator('div[lang]').first().waitFor({ state: 'detached' });
      await page.goto(`${adminUrl}#/collections/${collection}/${route}`);
      return await work({
        page,
        messages: () => messages.slice(messagesFrom),
        alerts: () => alerts.slice(alertsFrom),
      });
    } catch (error) {
      await loaded?.context.close();
      loaded = undefined;
      throw error;
    } finally {
      ended();
    }
  }

  return {
    async entry(collection, slug, work) {
      return turn(collection, `entries/${slug}`, async (opened) => {
        await opened.page.locator('div[lang="en"] input').first().waitFor();
        return work(opened);
      });
    },
    newEntry: (collection, work) => turn(collection, 'new', work),
  };
}
