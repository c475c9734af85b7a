import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import sharp from 'sharp';
import { parse } from 'yaml';
import { z } from 'zod';
import { startCmsBackend, type CmsBackend } from '../../scripts/cmsBackend';
import { cmsApiPath } from '../../shared/editorPaths';
import { fieldLabels } from '../../src/admin/fieldLabels';
import { defaultAddress } from '../../src/admin/pageAddress';
import { uploadLimitMb } from '../../src/content/pictureSlots';
import { blogCategories, type BlogCategory } from '../../src/content/vocabulary';
import en from '../../src/i18n/locales/en.json';
import { staticSite } from '../../server/staticSite';
import { schemaProblem } from '../../src/admin/schemaControl';
import { launchBrowser } from './browser';
import { cmsEditor, type CmsEditor } from './cmsEditor';

/**
 * The web editor at /admin, driven as an editor drives it, saving through its local backend
 * into a copy of this project; the copy's files and its content check are then read.
 */

const skipped = new Set(['node_modules', '.git', 'dist', '.contentlayer', '.data', 'coverage']);
let project: string;
let backend: CmsBackend;
let server: Server;
let adminUrl: string;
let browser: Browser;
let editor: CmsEditor;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'cms-'));
  cpSync('.', project, {
    recursive: true,
    filter: (source) => !skipped.has(source.split('/').at(-1) ?? ''),
  });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  backend = await startCmsBackend(project);
  const site = staticSite('dist/site');
  server = createServer((request, response) =>
    request.url?.startsWith(cmsApiPath)
      ? backend.forward(request, response)
      : site(request, response),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The CMS finds a local backend only on localhost.
  adminUrl = `http://localhost:${port}/admin/`;
  browser = await launchBrowser();
  editor = cmsEditor(browser, adminUrl);
});

afterAll(async () => {
  await browser.close();
  server.close();
  await backend.stop();
  rmSync(project, { recursive: true, force: true });
});

const inProject = (file: string) => readFileSync(join(project, file), 'utf8');

function firstSlug(folder: string): string {
  const file = readdirSync(join('content', folder)).find((name) => /\.en\.(yaml|mdx)$/.test(name));
  if (!file) throw new Error(`The test expects an English file in content/${folder}`);
  return file.replace(/\.en\.(yaml|mdx)$/, '');
}

/** The lines of `after` that differ from `before`, which must have as many lines. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, index) => line !== old[index]);
}

const articleFields = z.object({
  category: z.enum(blogCategories),
  date: z.string(),
  image: z.object({ src: z.string() }),
});

/** The fields of an article's front matter that these tests read. */
function frontMatter(text: string): z.output<typeof articleFields> {
  const [, fields = ''] = /^---\n([\s\S]*?)\n---\n/.exec(text) ?? [];
  return articleFields.parse(parse(fields));
}

const categoryName = (category: BlogCategory) => en.blogCategories[category];

/**
 * A JPEG as a camera gives one, made here rather than committed: 1600×1200 (wider than an
 * article's slot asks), smooth gradients under fine grain, so it compresses as a photograph.
 */
function photographJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain = Math.random() * 24 - 12;
      const at = (y * width + x) * 3;
      pixels[at] = (x / width) * 200 + 30 + grain;
      pixels[at + 1] = (y / height) * 160 + 60 + grain;
      pixels[at + 2] = 140 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

// 'Login', 'Publish now', 'Toggle preview' and the like are Decap CMS's own words, not the site's.
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
}

/** How `npm run content` ended on the project as the editor left it. */
function contentCheck(): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/check-content.ts'],
      { cwd: project },
      (error, stdout, stderr) => resolve({ passed: error === null, output: `${stdout}${stderr}` }),
    );
  });
}

/**
 * The tests that save through the editor run side by side, taking their turns at it, and
 * share one run of the content check (20-odd CPU seconds), made once each of them has saved
 * or failed: on the project with every one's files, so a file one of them saved wrong fails
 * that test, with the check's report naming the file, as a run of its own would.
 */
const savingTests = new Set<string>();
let savesAwaited = 0;
let everySaveEnded: () => void = () => undefined;
const checkAfterSaves = new Promise<void>((resolve) => {
  everySaveEnded = () => resolve();
}).then(contentCheck);

function saveEnded(): void {
  savesAwaited -= 1;
  if (savesAwaited === 0) everySaveEnded();
}

/**
 * A test that saves through the editor, then expects `npm run content` to pass. Its time
 * covers the other saving tests' turns at the editor before its own and the check after all.
 * Each waits for the others, so the config's maxConcurrency (3) must admit them all at once.
 */
function itSaves(name: string, save: (context: TestContext) => Promise<void>): void {
  savingTests.add(name);
  it.concurrent(
    name,
    async (context) => {
      try {
        await save(context);
      } finally {
        saveEnded();
      }
      const check = await checkAfterSaves;
      context.expect(check.passed, check.output).toBe(true);
    },
    240_000,
  );
}

/** The form shows the content check's sentence for the field, and the file stays as it was. */
async function expectRefused(
  page: Page,
  message: string | undefined,
  { file, before }: { file: string; before: string },
): Promise<void> {
  expect(message).toBeDefined();
  await expect
    .poll(() => page.getByText(message ?? '').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(inProject(file)).toBe(before);
}

describe('the web editor', () => {
  // Vitest reads what a hook needs from its first parameter's pattern: this one, nothing.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(({}, suite) => {
    // Only the saving tests this run runs (all, unless a name or line picks some) save.
    savesAwaited = suite.tasks.filter(
      (task) => task.mode === 'run' && savingTests.has(task.name),
    ).length;
  });

  itSaves(
    'saves an English and an Arabic edit as one changed line in each file, and the content check passes',
    ({ expect }) => {
      const slug = firstSlug('case-studies');
      const files = ['en', 'ar'].map((locale) => `content/case-studies/${slug}.${locale}.yaml`);
      const before = files.map(inProject);
      return editor.entry('case-studies', slug, async ({ page, messages }) => {
        const english = page.locator('div[lang="en"] input').first();
        const arabic = page.locator('div[lang="ar"] input').first();
        await expect
          .poll(() => arabic.evaluate((input) => getComputedStyle(input).direction))
          .toBe('rtl');
        const newEnglish = `${await english.inputValue()} Today`;
        const newArabic = `${await arabic.inputValue()} اليوم`;
        await english.fill(newEnglish);
        await arabic.fill(newArabic);
        await publish(page);

        await expect
          // Both files are written, each whole (a file being written reads empty for a moment).
          .poll(
            () =>
              inProject(files[0] ?? '').includes(newEnglish) &&
              inProject(files[1] ?? '').includes(newArabic),
            { timeout: 15_000 },
          )
          .toBe(true);
        const [englishLines, arabicLines] = files.map((file, index) =>
          changedLines(before[index] ?? '', inProject(file)),
        );
        expect(englishLines).toEqual([`title: ${newEnglish}`]);
        expect(arabicLines).toEqual([`title: ${newArabic}`]);
        expect(messages().filter((message) => message.startsWith('pageerror'))).toEqual([]);
      });
    },
  );

  itSaves(
    'uploads a photograph into an article’s picture, chooses it, and publishes it in both languages',
    async ({ expect }) => {
      const slug = firstSlug('insights/blog');
      const files = ['en', 'ar'].map((locale) => `content/insights/blog/${slug}.${locale}.mdx`);
      // Made while the editor is busy with the tests before, which keep their turns.
      const made = photographJpeg();
      const name = `${slug}-photograph.jpg`;
      await editor.entry('insights-blog', slug, async ({ page, messages }) => {
        const photograph = await made;
        const picture = page.locator('div[lang="en"]:has(> [id^="image-field"])');
        await picture.getByTestId('expand-button').click();
        await picture.getByRole('button', { name: /choose/i }).click();
        const library = page.getByRole('dialog');
        await library.locator('input[type="file"]').setInputFiles({
          name,
          mimeType: 'image/jpeg',
          buffer: photograph,
        });
        // The library selects the file it has just uploaded.
        await library.getByText(name).waitFor();
        await library.getByRole('button', { name: 'Choose selected' }).click();
        const src = `/images/blog/${name}`;
        await expect.poll(() => picture.locator(`img[src="${src}"]`).count()).toBe(1);
        await publish(page);

        await expect
          .poll(() => files.every((file) => frontMatter(inProject(file)).image.src === src), {
            timeout: 15_000,
          })
          .toBe(true);
        // Whole, byte for byte (a file being written reads short for a moment).
        const uploaded = join(project, 'public', src);
        await expect
          .poll(() => existsSync(uploaded) && readFileSync(uploaded).equals(photograph), {
            timeout: 15_000,
          })
          .toBe(true);
        expect(messages().filter((message) => message.startsWith('pageerror'))).toEqual([]);
      });
    },
  );

  itSaves(
    'names a new document’s file after its page address, made from its name until the editor writes one',
    ({ expect }) =>
      editor.newEntry('testimonials', async ({ page }) => {
        const pane = (locale: string, field: string) =>
          page.locator(`div[lang="${locale}"] [id^="${field}-field"]`).first();
        const address = page.locator('input[id^="pageAddress-field"]').first();
        await address.waitFor();

        const name = 'Dr. Lina Al-Qahtani';
        await pane('en', 'name').fill(name);
        await expect.poll(() => address.inputValue()).toBe(defaultAddress(name));
        await address.fill('lina-al-qahtani');
        await pane('en', 'name').pressSequentially(', PhD');
        expect(await address.inputValue()).toBe('lina-al-qahtani');

        const english = {
          quote: 'They moved our clinics to the cloud without a day lost.',
          title: 'Chief Medical Officer',
          company: 'Qassim Health Cluster',
        };
        const arabic = {
          name: 'د. لينا القحطاني',
          quote: 'نقلوا عياداتنا إلى السحابة دون أن نخسر يومًا واحدًا.',
          title: 'كبيرة المسؤولين الطبيين',
          company: 'تجمع القصيم الصحي',
        };
        for (const [field, value] of Object.entries(english)) await pane('en', field).fill(value);
        for (const [field, value] of Object.entries(arabic)) await pane('ar', field).fill(value);
        await pane('en', 'rating').fill('5');
        await publish(page);

        const files = ['en', 'ar'].map(
          (locale) => `content/testimonials/lina-al-qahtani.${locale}.yaml`,
        );
        await expect
          .poll(() => files.every((file) => existsSync(join(project, file))), { timeout: 15_000 })
          .toBe(true);
        expect(inProject(files[0] ?? '')).not.toContain('pageAddress');
        expect(inProject(files[1] ?? '')).toContain(arabic.quote);
        // Saved, the editor reads the document again and moves to its address: the turn
        // ends there, not on the way, where the move would land in the next test's turn.
        await page.waitForURL(`${adminUrl}#/collections/testimonials/entries/lina-al-qahtani`);
      }),
  );

  it('previews the entry with the site’s own page, in English and then in Arabic, right to left', async () => {
    const slug = firstSlug('services');
    const titles = ['en', 'ar'].map((locale) => {
      const data: unknown = parse(inProject(`content/services/${slug}.${locale}.yaml`));
      return typeof data === 'object' && data !== null ? String(Reflect.get(data, 'title')) : '';
    });
    await editor.entry('services', slug, async ({ page }) => {
      await page.getByRole('button', { name: 'Toggle preview' }).click();
      const preview = page.locator('iframe').first().contentFrame();
      await expect.poll(() => preview.locator('h1').textContent()).toBe(titles[0]);
      await expect.poll(() => preview.locator('html').getAttribute('dir')).toBe('ltr');

      await page.getByText('Writing in EN').first().click();
      await page.locator('[role=menu] >> text=AR').first().click();
      await expect.poll(() => preview.locator('h1').textContent()).toBe(titles[1]);
      await expect.poll(() => preview.locator('html').getAttribute('dir')).toBe('rtl');
      // The editor keeps the pane shown; the next test finds the languages side by side.
      await page.getByRole('button', { name: 'Toggle i18n' }).click();
    });
  });

  it('previews an article with its MDX text compiled as the build compiles it', async () => {
    const file = readdirSync('content/insights/blog').find((name) => name.endsWith('.en.mdx'));
    const text = inProject(`content/insights/blog/${file ?? ''}`);
    const [, fields = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const front: unknown = parse(fields);
    const title: unknown =
      typeof front === 'object' && front !== null ? Reflect.get(front, 'title') : '';
    const firstSection = /^## (.+)$/m.exec(body)?.[1];
    expect(firstSection).toBeDefined();
    await editor.entry('insights-blog', (file ?? '').replace('.en.mdx', ''), async ({ page }) => {
      await page.getByRole('button', { name: 'Toggle preview' }).click();
      const preview = page.locator('iframe').first().contentFrame();
      await expect.poll(() => preview.locator('h1').textContent()).toBe(title);
      await expect
        .poll(() => preview.getByRole('heading', { level: 2, name: firstSection }).count())
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Toggle i18n' }).click();
    });
  });

  it('refuses a value the schema forbids with the content check’s message, and writes nothing', async () => {
    const slug = firstSlug('solutions');
    const file = `content/solutions/${slug}.en.yaml`;
    const before = inProject(file);
    await editor.entry('solutions', slug, async ({ page }) => {
      const link = page.locator('input[id^="ctaLinkUrl-field"]').first();
      await link.fill('contact');
      await publish(page);

      await expectRefused(page, schemaProblem('Solution:ctaLinkUrl', 'contact'), { file, before });
    });
  });

  it('refuses a picture over the upload limit before it uploads it, saying the limit', async () => {
    const slug = firstSlug('insights/blog');
    await editor.entry('insights-blog', slug, async ({ page, alerts }) => {
      const picture = page.locator('div[lang="en"]:has(> [id^="image-field"])');
      await picture.getByTestId('expand-button').click();
      await picture.getByRole('button', { name: /choose/i }).click();
      const limit = uploadLimitMb * 1024 * 1024;
      const name = `${slug}-scan.jpg`;
      // A file on disk (outside content/ and public/, removed with the copy), which Chromium
      // reads itself: a buffer would cross the protocol as 20 MB of base64.
      const scan = join(project, name);
      writeFileSync(scan, '');
      truncateSync(scan, limit + 1);
      const library = page.getByRole('dialog');
      await library.locator('input[type="file"]').setInputFiles(scan);
      await expect.poll(() => alerts().length).toBe(1);
      expect(alerts()[0]).toContain(String(Math.floor(limit / 1000)));
      expect(existsSync(join(project, 'public', 'images', 'blog', name))).toBe(false);
      // Closed, as the editor would close it, for the next test's turn.
      await page.keyboard.press('Escape');
      await library.waitFor({ state: 'detached' });
    });
  });

  it('keeps an article without its picture from being published, with the content check’s sentence', async () => {
    const slug = firstSlug('insights/blog');
    const file = `content/insights/blog/${slug}.en.mdx`;
    const before = inProject(file);
    await editor.entry('insights-blog', slug, async ({ page }) => {
      const picture = page.locator('div[lang="en"]:has(> [id^="image-field"])');
      await picture.getByTestId('expand-button').click();
      await picture.getByRole('button', { name: /remove/i }).click();
      await publish(page);

      await expectRefused(page, schemaProblem('BlogPost:image.src', ''), { file, before });
    });
  });

  it('shows an article in an editor’s words: plain labels, category names, dates as written, its page', async () => {
    const slug = firstSlug('insights/blog');
    const front = frontMatter(inProject(`content/insights/blog/${slug}.en.mdx`));
    await editor.entry('insights-blog', slug, async ({ page }) => {
      const english = page.locator('div[lang="en"]');

      const picture = page.locator('div[lang="en"]:has(> [id^="image-field"])');
      await picture.getByTestId('expand-button').click();
      await expect.poll(() => picture.getByText(fieldLabels.alt ?? '').count()).toBe(1);
      expect(await page.locator('label', { hasText: /^(Src|Alt|Href)$/ }).count()).toBe(0);
      const category = english.filter({ has: page.locator('[id^="category-field"]') }).last();
      await expect.poll(() => category.textContent()).toContain(categoryName(front.category));
      expect(await english.locator('input[id^="date-field"]').first().inputValue()).toBe(
        front.date,
      );
      const live = page.getByRole('link', { name: /view live/i });
      expect(new URL((await live.getAttribute('href')) ?? '').pathname).toBe(
        `/insights/blog/${slug}`,
      );
    });
  });

  it('shows a published document’s address as its page, fixed', async () => {
    const slug = firstSlug('insights/blog');
    await editor.entry('insights-blog', slug, async ({ page }) => {
      const address = page.locator('input[id^="pageAddress-field"]').first();
      expect(await address.inputValue()).toBe(`/insights/blog/${slug}`);
      expect(await address.getAttribute('readonly')).not.toBeNull();
    });
  });
});
