import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const blog = 'content/insights/blog';

/** The article text below the front matter, as words. */
function bodyWords(file: string): number {
  const [, , body = ''] = readFileSync(join(blog, file), 'utf8').split(/^---$/m);
  return body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('blog articles', () => {
  const files = readdirSync(blog).filter((file) => file.endsWith('.mdx'));

  it('are the six of the specification, each in both languages', () => {
    expect(files).toHaveLength(12);
  });

  it.each(files)('%s is a real article of at least 600 words', (file) => {
    expect(bodyWords(file)).toBeGreaterThanOrEqual(600);
  });
});
