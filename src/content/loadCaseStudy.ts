import { caseStudies } from './collections';
import type { Locale } from '../../shared/locales';

/** A case study with the studies it relates to, for the slug page and its /case-study/n alias. */
export async function loadCaseStudy(slug: string, locale: Locale) {
  const study = await caseStudies.load(slug, locale);
  const related = await Promise.all(study.related.map((other) => caseStudies.load(other, locale)));
  return { study, related };
}
