import type { CaseStudy } from 'contentlayer/generated';
import type { KeyOutcome } from '../sections/PageHeader';
import { formatFigure } from '../i18n/formatFigure';
import type { DocumentData } from './documentData';
import type { Locale } from '../../shared/locales';

/**
 * A case study's first result, as a page that it proves shows it under its title: the
 * figure the study leads with is the outcome a buyer can expect.
 */
export function headlineOutcome(
  study: DocumentData<CaseStudy>,
  locale: Locale,
): KeyOutcome | undefined {
  const [metric] = study.results.metrics;
  return metric ? { value: formatFigure(metric, locale), label: metric.label } : undefined;
}
