import { describe, expect, it } from 'vitest';
import { missingPathWords } from './missingPathWords';

describe('missingPathWords', () => {
  it.each([
    ['/servces/clod', 'servces clod'],
    ['/services/cloud-migraton/', 'services cloud migraton'],
    [
      '/ar/%D8%AE%D8%AF%D9%85%D8%A7%D8%AA/%D8%A7%D9%84%D8%B3%D8%AD%D8%A7%D8%A8%D8%A9',
      'خدمات السحابة',
    ],
    ['/old_site/about_us.html', 'old site about us'],
    ['/blog/index.php', 'blog'],
    ['/bad%E0%A4%A', 'bad%E0%A4%A'],
    ['/', ''],
  ])('%s gives "%s"', (path, words) => {
    expect(missingPathWords(path)).toBe(words);
  });
});
