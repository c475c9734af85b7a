import type { Company } from 'contentlayer/generated';
import type { DocumentData } from './documentData';
import type { Locale } from '../../shared/locales';
import { perLanguage } from '../i18n/perLanguage';

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

const companyDocument = perLanguage(
  (locale) => {
    const load = documents[documentFile(locale)];
    return load
      ? load()
      : Promise.reject(new Error(`content/site/company.${locale}.yaml is missing`));
  },
  { what: 'company document', loader: 'loadCompany' },
);

/** Fetches a language's company document once; the root route awaits it before anything renders. */
export const loadCompany = companyDocument.load;

/**
 * The company document of a language already loaded; after a failed switch, the one already
 * on screen, as the interface strings do (i18nFor).
 */
export const company = companyDocument.get;
