import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

/** A query and the pages (language-neutral paths) that must be among its shown results. */
export interface SearchCase {
  query: string;
  pages: string[];
}

const titled = z.object({ title: z.string() });

/** A document's Arabic title, as the content says it, so the queries follow the copy. */
function arabicTitle(file: string): string {
  return titled.parse(parse(readFileSync(`content/${file}.ar.yaml`, 'utf8'))).title;
}

const article = 'ال';
const eachWord = (phrase: string, change: (word: string) => string) =>
  phrase.split(' ').map(change).join(' ');
const withArticle = (change: (word: string) => string) => (word: string) =>
  word.startsWith(article) ? change(word) : word;

/** What a Saudi reader may type for a word the page writes with the article. */
const arabicForms = {
  asWritten: (word: string) => word,
  withoutArticle: withArticle((word) => word.slice(article.length)),
  withWa: withArticle((word) => `و${word}`),
  withBi: withArticle((word) => `ب${word}`),
  // «ل» before the article drops its alef: «للحوسبة».
  withLi: withArticle((word) => `لل${word.slice(article.length)}`),
  withWaBi: withArticle((word) => `وب${word}`),
  // A fatha on every other letter, as a reader pasting vowelled text would bring.
  withShortVowels: (word: string) =>
    Array.from(word, (letter, index) => (index % 2 === 1 ? `${letter}\u064E` : letter)).join(''),
  taMarbutaAsHa: (word: string) => word.replace(/ة$/, 'ه'),
  alifMaqsuraAsYa: (word: string) => word.replace(/ى$/, 'ي'),
  // Marks the copy writes («المُدارة») that a reader leaves out.
  withoutMarks: (word: string) => word.replace(/[\u064B-\u0652]/g, ''),
};
type ArabicForm = keyof typeof arabicForms;

function arabicCases(file: string, page: string, forms: ArabicForm[]): SearchCase[] {
  const title = arabicTitle(file);
  return forms.map((form) => ({ query: eachWord(title, arabicForms[form]), pages: [page] }));
}

/** A figure typed in Arabic-Indic digits, as an Arabic keyboard writes it. */
const arabicIndic = (figure: string) =>
  figure.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

export const arabicSearchCases: SearchCase[] = [
  ...arabicCases('services/cloud', '/services/cloud', [
    'asWritten',
    'withoutArticle',
    'withWa',
    'withBi',
    'withLi',
    'withWaBi',
    'withShortVowels',
    'taMarbutaAsHa',
  ]),
  ...arabicCases('services/security', '/services/security', [
    'asWritten',
    'withoutArticle',
    'withWa',
    'withLi',
  ]),
  ...arabicCases('solutions/digital-transformation', '/solutions/digital-transformation', [
    'asWritten',
    'withWa',
    'withBi',
    'withShortVowels',
  ]),
  ...arabicCases('industries/healthcare', '/industries/healthcare', [
    'asWritten',
    'taMarbutaAsHa',
    'withWa',
  ]),
  ...arabicCases(
    'case-studies/hospital-network-security',
    '/case-studies/hospital-network-security',
    ['asWritten', 'alifMaqsuraAsYa'],
  ),
  ...arabicCases('services/managed-it', '/services/managed-it', ['withoutMarks']),
  { query: arabicIndic('2025'), pages: ['/insights/blog/cybersecurity-trends-2025'] },
];

/** English: case, plurals and phrases, as visitors type them (their words, not the site's). */
export const englishSearchCases: SearchCase[] = [
  { query: 'cloud', pages: ['/services/cloud'] },
  { query: 'Cloud', pages: ['/services/cloud'] },
  { query: 'CLOUD MIGRATION', pages: ['/solutions/cloud-migration'] },
  { query: 'clouds', pages: ['/services/cloud'] },
  {
    query: 'migrations',
    pages: ['/solutions/cloud-migration', '/insights/blog/cloud-migration-strategies'],
  },
  { query: 'cybersecurity', pages: ['/solutions/cybersecurity', '/services/security'] },
  { query: 'hospitals', pages: ['/case-studies/hospital-network-security'] },
  { query: 'networks', pages: ['/services/networking'] },
  { query: 'zero trust', pages: ['/insights/whitepapers/zero-trust-blueprint'] },
  { query: 'Whitepapers', pages: ['/insights/whitepapers'] },
  { query: 'banking apps', pages: ['/case-studies/banking-app'] },
  { query: 'mobile apps', pages: ['/services/mobile'] },
  { query: '5G edge', pages: ['/insights/blog/5g-edge-computing'] },
  {
    query: 'remote work',
    pages: ['/solutions/remote-workforce', '/insights/blog/future-remote-work-technology'],
  },
  { query: 'Business Intelligence', pages: ['/solutions/business-intelligence'] },
  {
    query: 'data centers',
    pages: ['/solutions/data-center', '/case-studies/data-center-consolidation'],
  },
  { query: 'universities', pages: ['/case-studies/university-learning-platform'] },
  { query: 'retail', pages: ['/industries/retail', '/case-studies/retail-omnichannel'] },
  { query: 'IoT', pages: ['/services/iot'] },
  { query: 'webinars', pages: ['/insights/webinars'] },
  { query: 'events', pages: ['/insights/events'] },
  { query: 'careers', pages: ['/about'] },
  { query: 'privacy', pages: ['/privacy'] },
  { query: 'manufacturing', pages: ['/industries/manufacturing'] },
  { query: '99.99', pages: ['/services/managed-it'] },
];
