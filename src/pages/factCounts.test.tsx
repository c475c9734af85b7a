// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutPage } from '../content/schema/aboutPage';
import { caseStudy } from '../content/schema/caseStudy';
import { facts as factsType } from '../content/schema/facts';
import { homePage } from '../content/schema/homePage';
import { leader } from '../content/schema/leader';
import { testimonial } from '../content/schema/testimonial';
import { nounsCountedIn } from '../testing/nounsCountedIn';
import { renderInRouter } from '../testing/renderInRouter';
import { contentTypes } from '../content/schema/contentTypes';
import { readSource } from '../../tooling/contentCheck/sources';
import { formsNamed, nounFor } from '../../tooling/contentCheck/countedNoun';
import { glossaryFile, keepNamesTogether, readGlossary } from '../../tooling/contentCheck/glossary';
import { AboutPage } from './AboutPage';
import { HomePage } from './HomePage';

const written = factsType.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));

const { keptTogether } = readGlossary(readFileSync(glossaryFile, 'utf8'));

/** The nouns the Arabic about page counts its clients with (`{clients عميل}`). */
const nounsCountingClients = nounsCountedIn('pages/about.ar.yaml', 'clients');

/**
 * The fields of an Arabic file as `npm run content` writes them for the site, with
 * `clients` set to `value`: the facts written in, figures kept with their words.
 */
function resolvedFields(inContent: string, clients: number): unknown {
  const facts = { ...written, clients: { value: clients, unit: 'count' as const } };
  const file = `content/${inContent}`;
  const { source } = readSource(file, inContent, readFileSync(file, 'utf8'), contentTypes, facts);
  if (!source) throw new Error(`${file} could not be read`);
  return parse(keepNamesTogether(source.resolved, keptTogether));
}

function identity(inContent: string) {
  const slug = inContent.split('/').at(-1)?.split('.')[0] ?? '';
  return { _id: inContent, slug, locale: 'ar' as const };
}

/** The page's text, each text node apart, so a figure and its caption stay two words. */
function textOf(container: HTMLElement): string {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  // A figure and its word are joined by a no-break space; the words are what is read.
  return parts.join(' ').replaceAll('\u00a0', ' ');
}

/**
 * Every counted noun the page writes after `value`, beside the form the noun table gives
 * for that number: what a reader sees, whether the sentence wrote a token or a caption.
 */
function countedAfter(text: string, value: number) {
  const shown = new RegExp(`(?<![\\d,])${value.toLocaleString('en-US')}\\+?\\s+(\\S+)`, 'gu');
  return [...text.matchAll(shown)].flatMap(([, word = '']) => {
    const bare = word.replace(/[،.,]$/u, '');
    const forms = formsNamed(written.nouns.ar, bare);
    return forms ? [{ written: bare, right: nounFor(value, forms, 'ar').form }] : [];
  });
}

/**
 * The captions of the figures that show `value`. A caption is read with its figure
 * («+650 عميل راضٍ»), so one that starts with a counted noun must agree with the number too.
 */
function figureCaptions(container: HTMLElement, value: number) {
  const shown = value.toLocaleString('en-US');
  return [...container.querySelectorAll('dl > div')].flatMap((figure) => {
    const number = figure.querySelector('dd')?.textContent ?? '';
    if (!new RegExp(`(?<![\\d,])${shown}(?![\\d,])`).test(number)) return [];
    const [first = ''] = (figure.querySelector('dt')?.textContent ?? '').split(/\s+/);
    const forms = formsNamed(written.nouns.ar, first);
    return [{ written: first, right: forms ? nounFor(value, forms, 'ar').form : first }];
  });
}

async function aboutText(clients: number) {
  const about = {
    ...aboutPage.fields.parse(resolvedFields('pages/about.ar.yaml', clients)),
    ...identity('pages/about.ar.yaml'),
    type: 'AboutPage' as const,
  };
  const leaders = readdirSync('content/leadership')
    .filter((name) => name.endsWith('.ar.yaml'))
    .sort()
    .map((name) => ({
      ...leader.fields.parse(resolvedFields(`leadership/${name}`, clients)),
      ...identity(`leadership/${name}`),
      type: 'Leader' as const,
    }));
  const { container } = await renderInRouter(
    <AboutPage about={about} leaders={leaders} />,
    '/ar/about',
  );
  return { text: textOf(container), captions: figureCaptions(container, clients) };
}

async function homeText(clients: number) {
  const home = {
    ...homePage.fields.parse(resolvedFields('pages/home.ar.yaml', clients)),
    ...identity('pages/home.ar.yaml'),
    type: 'HomePage' as const,
  };
  const quotes = home.testimonials.testimonials.map((slug) => ({
    ...testimonial.fields.parse(resolvedFields(`testimonials/${slug}.ar.yaml`, clients)),
    ...identity(`testimonials/${slug}.ar.yaml`),
    type: 'Testimonial' as const,
  }));
  const featuredFile = `case-studies/${home.featuredStudy.study}.ar.yaml`;
  const featured = {
    ...caseStudy.fields.parse(resolvedFields(featuredFile, clients)),
    ...identity(featuredFile),
    type: 'CaseStudy' as const,
  };
  const { container } = await renderInRouter(
    <HomePage home={home} featured={featured} quotes={quotes} />,
    '/ar',
  );
  return { text: textOf(container), captions: figureCaptions(container, clients) };
}

describe('the Arabic pages when the client count changes', () => {
  // The page counts its clients as clients and as organisations.
  if (nounsCountingClients.length < 2) throw new Error('about.ar.yaml counts clients twice');

  // jsdom has no matchMedia. With reduced motion the counters show their value at once and
  // the hero holds still, as for a reader who asked for that.
  beforeEach(() =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { clients: 650, category: 'many' as const },
    { clients: 3, category: 'few' as const },
  ])('/ar/about counts $clients clients in the right form', async ({ clients, category }) => {
    const { text, captions } = await aboutText(clients);
    for (const noun of nounsCountingClients) expect(text).toContain(`${clients} ${noun[category]}`);
    const counted = countedAfter(text, clients);
    expect(counted.length).toBeGreaterThan(0);
    expect(captions.length).toBeGreaterThan(0);
    expect([...counted, ...captions].filter(({ written, right }) => written !== right)).toEqual([]);
  });

  it.each([650, 3])('/ar shows %i clients with no counted noun that disagrees', async (clients) => {
    const { text, captions } = await homeText(clients);
    // The proof band shows the count (a featured result may show the same number).
    expect(captions.length).toBeGreaterThanOrEqual(1);
    expect(
      [...countedAfter(text, clients), ...captions].filter(
        ({ written, right }) => written !== right,
      ),
    ).toEqual([]);
  });
});
