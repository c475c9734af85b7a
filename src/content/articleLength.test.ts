import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from './vocabulary';

const blog = 'content/insights/blog';

/** The article text below the front matter, as words. */
function bodyWords(file: string): number {
  const [, , body = ''] = readFileSync(join(blog, file), 'utf8').split(/^---$/m);
  return body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('blog articles', () => {
  const files = readdirSync(blog).filter((file) => file.endsWith('.mdx'));
  /** `cloud-migration-strategies.en.mdx` → `cloud-migration-strategies`, for one language. */
  const slugs = (locale: Locale) =>
    files
      .filter((file) => file.endsWith(`.${locale}.mdx`))
      .map((file) => file.slice(0, -`.${locale}.mdx`.length))
      .sort();

  it('each exist in both languages, and in no other', () => {
    expect(slugs('en')).not.toHaveLength(0);
    expect(slugs('ar')).toEqual(slugs('en'));
    expect(files).toHaveLength(slugs('en').length + slugs('ar').length);
  });

  it.each(files)('%s is a real article of at least 600 words', (file) => {
    expect(bodyWords(file)).toBeGreaterThanOrEqual(600);
  });
});
