import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newestFirst } from '../../src/content/blogOrder';
import { calendarDay } from '../../src/content/schedule';
import { withholdUnpublished, type GeneratedFolders } from './withholdUnpublished';

const article = z.looseObject({ _id: z.string(), slug: z.string(), date: z.string() });

/** The articles as `npm run content` generated them (read, never written, by this test). */
function generatedArticles(generated: string) {
  const folder = join(generated, 'BlogPost');
  return readdirSync(folder)
    .filter((name) => !name.startsWith('_'))
    .map((name) => article.parse(JSON.parse(readFileSync(join(folder, name), 'utf8'))));
}

let scratch: string;
let folders: GeneratedFolders;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'withhold-'));
  folders = { generated: join(scratch, 'generated'), resolved: join(scratch, 'content') };
  cpSync('.contentlayer/generated', folders.generated, { recursive: true });
  cpSync('.contentlayer/content', folders.resolved, { recursive: true });
});

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('a production build withholding the articles dated after its day', () => {
  it('leaves the newest article out of the generated content, in both languages, the day before it', () => {
    const [newest] = newestFirst(generatedArticles(folders.generated));
    if (!newest) throw new Error('the content has no article');
    const eveInRiyadh = `${calendarDay(newest.date)}T00:00:00+03:00`;
    const buildDate = new Date(Date.parse(eveInRiyadh) - 60 * 1000).toISOString();

    const withheld = withholdUnpublished(buildDate, folders);

    const scheduled = generatedArticles('.contentlayer/generated').filter(
      (post) => calendarDay(post.date) === calendarDay(newest.date),
    );
    expect(withheld.toSorted()).toEqual(scheduled.map((post) => post._id).toSorted());
    expect(withheld.length).toBeGreaterThanOrEqual(2);
    const left = generatedArticles(folders.generated);
    for (const id of withheld) {
      expect(left.map((post) => post._id)).not.toContain(id);
      expect(existsSync(join(folders.resolved, id)), id).toBe(false);
    }
    expect(left).toHaveLength(
      generatedArticles('.contentlayer/generated').length - withheld.length,
    );
    const list = z
      .array(article)
      .parse(JSON.parse(readFileSync(join(folders.generated, 'BlogPost', '_index.json'), 'utf8')));
    expect(list.map((post) => post._id).toSorted()).toEqual(
      left.map((post) => post._id).toSorted(),
    );
  });

  it('keeps every article on its own day', () => {
    const [newest] = newestFirst(generatedArticles(folders.generated));
    if (!newest) throw new Error('the content has no article');
    const morningInRiyadh = `${calendarDay(newest.date)}T00:00:00+03:00`;
    expect(withholdUnpublished(new Date(morningInRiyadh).toISOString(), folders)).toEqual([]);
    expect(generatedArticles(folders.generated)).toHaveLength(
      generatedArticles('.contentlayer/generated').length,
    );
  });

  it('withholds nothing without a build day (npm run content, the dev server)', () => {
    expect(withholdUnpublished(undefined, folders)).toEqual([]);
    expect(generatedArticles(folders.generated)).toHaveLength(
      generatedArticles('.contentlayer/generated').length,
    );
  });
});
