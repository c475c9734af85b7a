import type CmsApp from 'decap-cms-app';
import type { ComponentProps, ReactNode } from 'react';
import type { MdxBody } from '../../content/mdxBodies';
import type { z } from 'zod';
import { blogPost } from '../../content/schema/blogPost';
import { caseStudy } from '../../content/schema/caseStudy';
import type { ContentType } from '../../content/schema/contentType';
import { industry } from '../../content/schema/industry';
import { legalPage } from '../../content/schema/legalPage';
import { service } from '../../content/schema/service';
import { solution } from '../../content/schema/solution';
import { locales, type Locale } from '../../../shared/locales';
import { ArticlePage } from '../../pages/ArticlePage';
import { CaseStudyPage } from '../../pages/CaseStudyPage';
import { LegalDocumentPage } from '../../pages/LegalDocumentPage';
import { IndustryPage } from '../../pages/IndustryPage';
import { ServicePage } from '../../pages/ServicePage';
import { SolutionPage } from '../../pages/SolutionPage';
import { bodyField, type previewedCollections } from '../cmsCollections';
import { isRecord } from '../editedYaml';
import { withoutAddress } from '../pageAddress';
import { plain } from '../schemaControl';
import { PreviewFrame } from './PreviewFrame';
import { previewData, withFacts } from './previewData';
import { useMdxBody } from './useMdxBody';

type PreviewTemplate = NonNullable<Parameters<typeof CmsApp.registerPreviewTemplate>[1]>;
type PreviewProps = ComponentProps<PreviewTemplate> & { locale?: string };

/** What a generated document carries besides its fields. */
function documentOf<Name extends string, Data extends object>(
  type: Name,
  data: Data,
  slug: string,
  locale: Locale,
) {
  return { ...data, _id: `${slug}.${locale}`, type, slug, locale };
}

interface PagePreview<Fields extends z.ZodObject> {
  type: ContentType<Fields>;
  /** The page for the entry's fields, and for an MDX document the text below them. */
  page: (data: z.output<Fields>, slug: string, locale: Locale, body: string) => ReactNode;
}

function pagePreview<Fields extends z.ZodObject>(preview: PagePreview<Fields>) {
  return function Preview({ entry, document, locale }: PreviewProps) {
    const language = locales.find((each) => each === locale) ?? 'en';
    const slug = String(entry.get('slug') ?? '');
    const values = plain(entry.get('data'));
    const { [bodyField]: body, ...form } = isRecord(values) ? values : {};
    const data = previewData(preview.type.fields, withoutAddress(form), language);
    return (
      <PreviewFrame locale={language} frame={document}>
        {data &&
          preview.page(
            data,
            slug,
            language,
            withFacts(typeof body === 'string' ? body : '', language),
          )}
      </PreviewFrame>
    );
  };
}

/** An MDX page once its text has compiled: `page` draws it with the text's body and contents. */
function WithMdxBody({ source, page }: { source: string; page: (body: MdxBody) => ReactNode }) {
  const body = useMdxBody(source);
  return body ? page(body) : null;
}

/**
 * The pages previewed with the site's own page components, by collection. Related documents
 * are left out: the preview shows the page being edited.
 */
export const pagePreviews: Record<(typeof previewedCollections)[number], PreviewTemplate> = {
  'case-studies': pagePreview({
    type: caseStudy,
    page: (data, slug, locale) => (
      <CaseStudyPage study={documentOf('CaseStudy', data, slug, locale)} related={[]} />
    ),
  }),
  services: pagePreview({
    type: service,
    page: (data, slug, locale) => (
      <ServicePage service={documentOf('Service', data, slug, locale)} />
    ),
  }),
  solutions: pagePreview({
    type: solution,
    page: (data, slug, locale) => (
      <SolutionPage solution={documentOf('Solution', data, slug, locale)} related={[]} />
    ),
  }),
  industries: pagePreview({
    type: industry,
    page: (data, slug, locale) => (
      <IndustryPage industry={documentOf('Industry', data, slug, locale)} />
    ),
  }),
  'insights-blog': pagePreview({
    type: blogPost,
    page: (data, slug, locale, source) => (
      <WithMdxBody
        source={source}
        page={(body) => (
          <ArticlePage
            post={documentOf('BlogPost', data, slug, locale)}
            keepReading={[]}
            {...body}
          />
        )}
      />
    ),
  }),
  legal: pagePreview({
    type: legalPage,
    page: (data, slug, locale, source) => (
      <WithMdxBody
        source={source}
        page={(body) => (
          <LegalDocumentPage document={documentOf('LegalPage', data, slug, locale)} {...body} />
        )}
      />
    ),
  }),
};
