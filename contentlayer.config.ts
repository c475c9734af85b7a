import {
  defineDocumentType,
  defineNestedType,
  makeSource,
  type ComputedFields,
} from 'contentlayer2/source-files';
import {
  aboutSections,
  blogCategories,
  figureUnits,
  iconNames,
  industrySlugs,
  socialNetworks,
} from './src/content/vocabulary';

/**
 * Every file in content/ is named `{slug}.{locale}.{yaml|mdx}`; slug and locale are read
 * from the name once, here, so no page ever parses a file name again.
 */
const slugAndLocale: ComputedFields = {
  slug: {
    type: 'string',
    resolve: (doc) => doc._raw.sourceFileName.replace(/\.(en|ar)\.(ya?ml|mdx)$/, ''),
  },
  locale: {
    type: 'string',
    resolve: (doc) => /\.(en|ar)\.(ya?ml|mdx)$/.exec(doc._raw.sourceFileName)?.[1] ?? '',
  },
};

const text = { type: 'string', required: true } as const;
const texts = { type: 'list', of: { type: 'string' }, required: true } as const;
const icon = { type: 'enum', options: [...iconNames], required: true } as const;

const Action = defineNestedType(() => ({
  name: 'Action',
  fields: { label: text, href: text },
}));

const Feature = defineNestedType(() => ({
  name: 'Feature',
  fields: { title: text, description: text, icon },
}));

const Figure = defineNestedType(() => ({
  name: 'Figure',
  fields: {
    value: { type: 'number', required: true },
    unit: { type: 'enum', options: [...figureUnits], required: true },
    plus: { type: 'boolean', default: false },
    label: text,
  },
}));

const HomeHero = defineNestedType(() => ({
  name: 'HomeHero',
  fields: {
    badges: texts,
    headline: text,
    headlineAccents: texts,
    summary: text,
    primaryAction: { type: 'nested', of: Action, required: true },
    secondaryAction: { type: 'nested', of: Action, required: true },
    figures: { type: 'list', of: Figure, required: true },
    partnersLabel: text,
    partners: texts,
  },
}));

const Consultation = defineNestedType(() => ({
  name: 'Consultation',
  fields: { title: text, summary: text },
}));

export const HomePage = defineDocumentType(() => ({
  name: 'HomePage',
  filePathPattern: 'pages/home.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    hero: { type: 'nested', of: HomeHero, required: true },
    consultation: { type: 'nested', of: Consultation, required: true },
  },
  computedFields: slugAndLocale,
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/!(home|about|case-studies).*.yaml',
  contentType: 'data',
  fields: { title: text, description: text, summary: text },
  computedFields: slugAndLocale,
}));

const AboutSection = defineNestedType(() => ({
  name: 'AboutSection',
  fields: {
    id: { type: 'enum', options: [...aboutSections], required: true },
    title: text,
    summary: text,
  },
}));

export const AboutPage = defineDocumentType(() => ({
  name: 'AboutPage',
  filePathPattern: 'pages/about.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    sections: { type: 'list', of: AboutSection, required: true },
  },
  computedFields: slugAndLocale,
}));

export const CaseStudiesPage = defineDocumentType(() => ({
  name: 'CaseStudiesPage',
  filePathPattern: 'pages/case-studies.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    /** Slugs of the studies on the list, in order: card n links to /case-study/n. */
    studies: texts,
  },
  computedFields: slugAndLocale,
}));

export const LegalPage = defineDocumentType(() => ({
  name: 'LegalPage',
  filePathPattern: 'legal/*.mdx',
  contentType: 'mdx',
  fields: { title: text, description: text, updated: { type: 'date', required: true } },
  computedFields: slugAndLocale,
}));

export const Service = defineDocumentType(() => ({
  name: 'Service',
  filePathPattern: 'services/*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    summary: text,
    icon,
    overview: texts,
    features: { type: 'list', of: Feature, required: true },
    primaryAction: { type: 'nested', of: Action, required: true },
    secondaryAction: { type: 'nested', of: Action, required: true },
  },
  computedFields: slugAndLocale,
}));

export const Industry = defineDocumentType(() => ({
  name: 'Industry',
  filePathPattern: 'industries/*.yaml',
  contentType: 'data',
  fields: { title: text, summary: text, icon },
  computedFields: slugAndLocale,
}));

export const Solution = defineDocumentType(() => ({
  name: 'Solution',
  filePathPattern: 'solutions/*.yaml',
  contentType: 'data',
  fields: { title: text, summary: text, icon },
  computedFields: slugAndLocale,
}));

export const CaseStudy = defineDocumentType(() => ({
  name: 'CaseStudy',
  filePathPattern: 'case-studies/*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    summary: text,
    industry: { type: 'enum', options: [...industrySlugs], required: true },
  },
  computedFields: slugAndLocale,
}));

export const BlogPost = defineDocumentType(() => ({
  name: 'BlogPost',
  filePathPattern: 'insights/blog/*.mdx',
  contentType: 'mdx',
  fields: {
    title: text,
    excerpt: text,
    category: { type: 'enum', options: [...blogCategories], required: true },
    author: text,
    authorPosition: text,
    date: { type: 'date', required: true },
  },
  computedFields: slugAndLocale,
}));

export const Whitepaper = defineDocumentType(() => ({
  name: 'Whitepaper',
  filePathPattern: 'insights/whitepapers/*.mdx',
  contentType: 'mdx',
  fields: { title: text, description: text },
  computedFields: slugAndLocale,
}));

export const Event = defineDocumentType(() => ({
  name: 'Event',
  filePathPattern: 'insights/events/*.yaml',
  contentType: 'data',
  fields: { title: text, summary: text, date: { type: 'date', required: true }, location: text },
  computedFields: slugAndLocale,
}));

export const Webinar = defineDocumentType(() => ({
  name: 'Webinar',
  filePathPattern: 'insights/webinars/*.yaml',
  contentType: 'data',
  fields: { title: text, summary: text, date: { type: 'date', required: true }, presenter: text },
  computedFields: slugAndLocale,
}));

export const ResearchItem = defineDocumentType(() => ({
  name: 'ResearchItem',
  filePathPattern: 'insights/research/*.yaml',
  contentType: 'data',
  fields: { title: text, summary: text },
  computedFields: slugAndLocale,
}));

export const Leader = defineDocumentType(() => ({
  name: 'Leader',
  filePathPattern: 'leadership/*.yaml',
  contentType: 'data',
  fields: { name: text, role: text, bio: text, expertise: texts },
  computedFields: slugAndLocale,
}));

export const Testimonial = defineDocumentType(() => ({
  name: 'Testimonial',
  filePathPattern: 'testimonials/*.yaml',
  contentType: 'data',
  fields: {
    quote: text,
    name: text,
    title: text,
    company: text,
    rating: { type: 'number', required: true },
  },
  computedFields: slugAndLocale,
}));

const PostalAddress = defineNestedType(() => ({
  name: 'PostalAddress',
  fields: { street: text, district: text, city: text, country: text, postalCode: text },
}));

const SocialLink = defineNestedType(() => ({
  name: 'SocialLink',
  fields: {
    network: { type: 'enum', options: [...socialNetworks], required: true },
    url: text,
  },
}));

export const Company = defineDocumentType(() => ({
  name: 'Company',
  filePathPattern: 'site/company.*.yaml',
  contentType: 'data',
  fields: {
    name: text,
    blurb: text,
    foundingYear: { type: 'number', required: true },
    address: { type: 'nested', of: PostalAddress, required: true },
    officePhone: text,
    tollFreePhone: text,
    emails: texts,
    hours: text,
    emergencySupport: text,
    social: { type: 'list', of: SocialLink, required: true },
  },
  computedFields: slugAndLocale,
}));

export default makeSource({
  contentDirPath: 'content',
  documentTypes: [
    HomePage,
    Page,
    AboutPage,
    CaseStudiesPage,
    LegalPage,
    Service,
    Industry,
    Solution,
    CaseStudy,
    BlogPost,
    Whitepaper,
    Event,
    Webinar,
    ResearchItem,
    Leader,
    Testimonial,
    Company,
  ],
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // The alias is declared in tsconfig paths and vite.config.ts; TypeScript 6 drops baseUrl.
  disableImportAliasWarning: true,
});
