import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import { createElement, type ComponentPropsWithoutRef } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import { z } from 'zod';
import type { Locale } from '../shared/locales';
import { localizePath } from '../src/i18n/localePath';

/** The copy of content/ that `npm run content` writes with the company's facts filled in. */
const contentCopy = '.contentlayer/content';

const companySchema = z.object({ officePhone: z.string(), emails: z.array(z.string()) });

function companyContacts(locale: Locale) {
  const file = join('.contentlayer/generated/Company', `site__company.${locale}.yaml.json`);
  return companySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * What MDX bodies may use (src/sections/reading/proseComponents.tsx), written as plain HTML for a
 * feed reader, which keeps no stylesheet: contact details read left to right, and every
 * address is absolute and in the article's language, since the reader is on another site.
 */
function feedComponents(locale: Locale, absoluteUrl: (path: string) => string): MDXComponents {
  const { officePhone, emails } = companyContacts(locale);
  const [email] = emails;
  const absolute = (address: string) =>
    address.startsWith('/') ? absoluteUrl(localizePath(address, locale)) : address;
  return {
    CompanyPhone: () =>
      createElement(
        'a',
        { dir: 'ltr', href: `tel:${officePhone.replace(/[^\d+]/g, '')}` },
        officePhone,
      ),
    CompanyEmail: () =>
      email ? createElement('a', { dir: 'ltr', href: `mailto:${email}` }, email) : null,
    a: ({ href, ...props }: ComponentPropsWithoutRef<'a'>) =>
      createElement('a', { ...props, href: href === undefined ? href : absolute(href) }),
    img: ({ src, ...props }: ComponentPropsWithoutRef<'img'>) =>
      createElement('img', { ...props, src: typeof src === 'string' ? absolute(src) : src }),
  };
}

/**
 * An article's MDX body (by its contentlayer `_id`) as HTML, compiled as the site compiles
 * it (tooling/mdxPlugin.ts: front matter skipped, headings given ids) and rendered by React.
 */
export async function articleBodyHtml(
  documentId: string,
  locale: Locale,
  absoluteUrl: (path: string) => string,
): Promise<string> {
  const source = readFileSync(join(contentCopy, documentId), 'utf8');
  const { default: Body } = await evaluate(
    { value: source, path: documentId },
    { ...runtime, remarkPlugins: [remarkFrontmatter], rehypePlugins: [rehypeSlug] },
  );
  return renderToStaticMarkup(
    createElement(Body, { components: feedComponents(locale, absoluteUrl) }),
  );
}
