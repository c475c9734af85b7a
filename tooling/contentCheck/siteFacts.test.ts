// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import remarkFrontmatter from 'remark-frontmatter';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { proseComponents } from '../../src/sections/reading/proseComponents';
import { facts as factsType } from '../../src/content/schema/facts';
import type { Locale } from '../../shared/locales';
import { submissionLimit } from '../../shared/formContract';
import { formatFigure } from '../../src/i18n/formatFigure';
import { localizePath } from '../../src/i18n/localePath';
import { renderInRouter } from '../../src/testing/renderInRouter';
import { themeStorageKey } from '../../src/theme/themeStorageKey';
import { nounsCountedIn } from '../../src/testing/nounsCountedIn';
import { countedNoun } from './countedNoun';
import { resolveFacts } from './factTokens';
import { siteFacts, type CodeFacts } from './siteFacts';

const written = factsType.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));

/**
 * The privacy policy as a visitor reads it: its file with the facts written in (as the
 * content check writes it for the build), compiled and rendered with the site's components.
 */
async function renderedPolicy(locale: Locale, code: CodeFacts): Promise<string> {
  const source = readFileSync(`content/legal/privacy.${locale}.mdx`, 'utf8');
  const { text, unknown } = resolveFacts(source, locale, siteFacts(written, code));
  expect(unknown).toEqual([]);
  const { default: Body } = await evaluate(text, {
    ...runtime,
    remarkPlugins: [remarkFrontmatter],
  });
  const { container } = await renderInRouter(
    createElement(Body, { components: proseComponents }),
    localizePath('/privacy', locale),
  );
  return container.textContent;
}

/** "3 submissions", «3 مرات»: the count with the noun the policy counts it with. */
function submissions(count: number, locale: Locale): string {
  const [forms] = nounsCountedIn(`legal/privacy.${locale}.mdx`, 'submissionLimit');
  if (!forms) throw new Error('The privacy policy counts no submissions');
  return countedNoun(count, forms, locale);
}

const minutes = (windowMs: number, locale: Locale) =>
  formatFigure({ value: windowMs / 60_000, unit: 'minute' }, locale, 'prose');

describe('the privacy policy states what the code does', () => {
  const current = { submissionLimit, themeStorageKey };
  const changed = {
    submissionLimit: { limit: 7, windowMs: 10 * 60_000 },
    themeStorageKey: 'colour-scheme',
  };

  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    it('states the submission limit the forms and the receiver share, and follows it when it changes', async () => {
      for (const code of [current, changed]) {
        const policy = await renderedPolicy(locale, code);
        expect(policy).toContain(submissions(code.submissionLimit.limit, locale));
        expect(policy).toContain(minutes(code.submissionLimit.windowMs, locale));
      }
      const afterChange = await renderedPolicy(locale, changed);
      expect(afterChange).not.toContain(submissions(submissionLimit.limit, locale));
      expect(afterChange).not.toContain(minutes(submissionLimit.windowMs, locale));
    });

    it('names the key the theme choice is stored under, whatever the code calls it', async () => {
      for (const code of [current, changed]) {
        expect(await renderedPolicy(locale, code)).toContain(code.themeStorageKey);
      }
    });
  });
});
