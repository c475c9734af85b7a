import type { Company } from 'contentlayer/generated';
import type { DocumentData } from './documentData';
import type { Locale } from '../../shared/locales';

/** Company facts appear in every page's footer and head, so both languages load eagerly. */
const documents = import.meta.glob<DocumentData<Company>>(
  ['/.contentlayer/generated/Company/*.json', '!/.contentlayer/generated/Company/_index.json'],
  { import: 'default', eager: true },
);

export function company(locale: Locale): DocumentData<Company> {
  const document = Object.values(documents).find((candidate) => candidate.locale === locale);
  if (!document) throw new Error(`content/site/company.${locale}.yaml is missing`);
  return document;
}
