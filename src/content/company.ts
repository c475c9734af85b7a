import type { Company } from 'contentlayer/generated';
import type { DocumentData } from './documentData';
import type { Locale } from '../../shared/locales';

type CompanyDocument = DocumentData<Company>;

/**
 * Each language's company document is a chunk of its own, so a page downloads only its
 * language's: the app loads it beside the interface strings before the first render, and
 * the root route loads the other one when a link to it is about to be followed. The glob is
 * relative to this file, not to the project root, because the web editor's build has
 * src/admin as its root and its previews load the same documents.
 */
const documents = import.meta.glob<CompanyDocument>(
  [
    '../../.contentlayer/generated/Company/*.json',
    '!../../.contentlayer/generated/Company/_index.json',
  ],
  { import: 'default' },
);

const documentFile = (locale: Locale) =>
  `../../.contentlayer/generated/Company/site__company.${locale}.yaml.json`;

const loading = new Map<Locale, Promise<CompanyDocument>>();
const loaded = new Map<Locale, CompanyDocument>();

/** Fetches a language's company document once; the root route awaits it before anything renders. */
export function loadCompany(locale: Locale): Promise<CompanyDocument> {
  const started = loading.get(locale);
  if (started) return started;
  const load = documents[documentFile(locale)];
  if (!load) return Promise.reject(new Error(`content/site/company.${locale}.yaml is missing`));
  const pending = load().then((document) => {
    loaded.set(locale, document);
    return document;
  });
  loading.set(locale, pending);
  // A failed download (the visitor went offline) is tried again on the next navigation.
  pending.catch(() => loading.delete(locale));
  return pending;
}

/**
 * The company document of a language already loaded. If a language switch failed to
 * download it, the error page shows the company as the language already on screen has it,
 * as it does the interface strings (i18nFor).
 */
export function company(locale: Locale): CompanyDocument {
  const document = loaded.get(locale) ?? loaded.values().next().value;
  if (!document) throw new Error(`The ${locale} company document is used before loadCompany`);
  return document;
}
