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
  caseStudySlugs,
  overviewServiceSlugs,
  socialNetworks,
  solutionSlugs,
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

const number = { type: 'number', required: true } as const;

/**
 * A picture on a page. `src` is a file in public/ (the project's artwork today; an editor
 * may swap in a photograph of the same proportions). Width and height are the intrinsic
 * size, so the browser reserves the space before the file arrives.
 */
const Image = defineNestedType(() => ({
  name: 'Image',
  fields: { src: text, alt: text, width: number, height: number },
}));
const image = { type: 'nested', of: Image, required: true } as const;

const Action = defineNestedType(() => ({
  name: 'Action',
  fields: { label: text, href: text },
}));
const action = { type: 'nested', of: Action, required: true } as const;

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
const figures = { type: 'list', of: Figure, required: true } as const;

const HomeHero = defineNestedType(() => ({
  name: 'HomeHero',
  fields: {
    badges: texts,
    headline: text,
    headlineAccents: texts,
    summary: text,
    primaryAction: action,
    secondaryAction: action,
    figures,
    partnersLabel: text,
    partners: texts,
  },
}));

const Closing = defineNestedType(() => ({
  name: 'Closing',
  fields: { title: text, summary: text, primaryAction: action, secondaryAction: action },
}));

const TitledItem = defineNestedType(() => ({
  name: 'TitledItem',
  fields: { title: text, description: text, icon },
}));
const titledItems = { type: 'list', of: TitledItem, required: true } as const;

const Consultation = defineNestedType(() => ({
  name: 'Consultation',
  fields: { title: text, summary: text, benefits: texts, badges: texts },
}));

const FigureBlock = defineNestedType(() => ({
  name: 'FigureBlock',
  fields: { title: text, figures },
}));

const TextBlock = defineNestedType(() => ({
  name: 'TextBlock',
  fields: { title: text, paragraphs: texts },
}));

const ListBlock = defineNestedType(() => ({
  name: 'ListBlock',
  fields: { title: text, items: texts },
}));

const Highlights = defineNestedType(() => ({
  name: 'Highlights',
  fields: { title: text, summary: text, items: titledItems },
}));

const ServiceCard = defineNestedType(() => ({
  name: 'ServiceCard',
  fields: { title: text, description: text, icon, href: text },
}));

const ServicesGrid = defineNestedType(() => ({
  name: 'ServicesGrid',
  fields: {
    title: text,
    summary: text,
    cards: { type: 'list', of: ServiceCard, required: true },
  },
}));

const TestimonialsBlock = defineNestedType(() => ({
  name: 'TestimonialsBlock',
  fields: {
    title: text,
    summary: text,
    /** Slugs of files in content/testimonials, in the order shown. */
    testimonials: texts,
    figures,
  },
}));

export const HomePage = defineDocumentType(() => ({
  name: 'HomePage',
  filePathPattern: 'pages/home.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    hero: { type: 'nested', of: HomeHero, required: true },
    statistics: { type: 'nested', of: FigureBlock, required: true },
    credentials: { type: 'nested', of: Highlights, required: true },
    whyChooseUs: { type: 'nested', of: Highlights, required: true },
    services: { type: 'nested', of: ServicesGrid, required: true },
    testimonials: { type: 'nested', of: TestimonialsBlock, required: true },
    consultation: { type: 'nested', of: Consultation, required: true },
  },
  computedFields: slugAndLocale,
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/!(home|about|case-studies|services|contact|newsletters).*.yaml',
  contentType: 'data',
  fields: { title: text, description: text, summary: text },
  computedFields: slugAndLocale,
}));

const ServiceSection = defineNestedType(() => ({
  name: 'ServiceSection',
  fields: {
    /** The service shown; also the section's anchor (`/services#cloud`). */
    service: { type: 'enum', options: [...overviewServiceSlugs], required: true },
    description: text,
    keyFeatures: texts,
  },
}));

export const ServicesPage = defineDocumentType(() => ({
  name: 'ServicesPage',
  filePathPattern: 'pages/services.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    sections: { type: 'list', of: ServiceSection, required: true },
    primaryAction: action,
    secondaryAction: action,
  },
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

const Milestone = defineNestedType(() => ({
  name: 'Milestone',
  fields: { year: number, title: text, description: text },
}));

const TimelineBlock = defineNestedType(() => ({
  name: 'TimelineBlock',
  fields: { title: text, milestones: { type: 'list', of: Milestone, required: true } },
}));

const ItemsBlock = defineNestedType(() => ({
  name: 'ItemsBlock',
  fields: { title: text, items: titledItems },
}));

const Intro = defineNestedType(() => ({
  name: 'Intro',
  fields: { title: text, summary: text },
}));

export const AboutPage = defineDocumentType(() => ({
  name: 'AboutPage',
  filePathPattern: 'pages/about.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    stats: figures,
    story: { type: 'nested', of: TextBlock, required: true },
    timeline: { type: 'nested', of: TimelineBlock, required: true },
    values: { type: 'nested', of: ItemsBlock, required: true },
    /** The profiles themselves are the files in content/leadership. */
    leadership: { type: 'nested', of: Intro, required: true },
    numbers: { type: 'nested', of: FigureBlock, required: true },
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
    studies: { type: 'list', of: { type: 'enum', options: [...caseStudySlugs] }, required: true },
    impact: { type: 'nested', of: FigureBlock, required: true },
    /** A slug of content/testimonials. */
    testimonial: text,
    closing: { type: 'nested', of: Closing, required: true },
  },
  computedFields: slugAndLocale,
}));

const ShowcaseService = defineNestedType(() => ({
  name: 'ShowcaseService',
  fields: { title: text, icon, features: texts, href: text },
}));

const Showcase = defineNestedType(() => ({
  name: 'Showcase',
  fields: { title: text, services: { type: 'list', of: ShowcaseService, required: true } },
}));

const MapBlock = defineNestedType(() => ({
  name: 'MapBlock',
  fields: { title: text, caption: text, linkLabel: text },
}));

export const ContactPage = defineDocumentType(() => ({
  name: 'ContactPage',
  filePathPattern: 'pages/contact.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    highlights: figures,
    showcase: { type: 'nested', of: Showcase, required: true },
    benefits: { type: 'nested', of: ListBlock, required: true },
    whyChoose: { type: 'nested', of: ListBlock, required: true },
    map: { type: 'nested', of: MapBlock, required: true },
  },
  computedFields: slugAndLocale,
}));

const NewsletterOption = defineNestedType(() => ({
  name: 'NewsletterOption',
  fields: { title: text, description: text, frequency: text, icon },
}));

const NewsletterOptions = defineNestedType(() => ({
  name: 'NewsletterOptions',
  fields: { title: text, items: { type: 'list', of: NewsletterOption, required: true } },
}));

const SingleAction = defineNestedType(() => ({
  name: 'SingleAction',
  fields: { title: text, summary: text, primaryAction: action },
}));

export const NewslettersPage = defineDocumentType(() => ({
  name: 'NewslettersPage',
  filePathPattern: 'pages/newsletters.*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    description: text,
    summary: text,
    subscribeAction: action,
    options: { type: 'nested', of: NewsletterOptions, required: true },
    closing: { type: 'nested', of: SingleAction, required: true },
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
    image,
    overview: texts,
    features: { type: 'list', of: Feature, required: true },
    /** Extra pictures shown under the features (AI and IoT show three). */
    gallery: { type: 'list', of: Image, default: [] },
    primaryAction: action,
    secondaryAction: action,
  },
  computedFields: slugAndLocale,
}));

const Overview = defineNestedType(() => ({
  name: 'Overview',
  fields: { title: text, paragraphs: texts, image },
}));

const IndustrySolution = defineNestedType(() => ({
  name: 'IndustrySolution',
  fields: { title: text, description: text, icon, features: texts },
}));

const FeaturedCaseStudy = defineNestedType(() => ({
  name: 'FeaturedCaseStudy',
  fields: { title: text, description: text, results: texts, image, href: text },
}));

export const Industry = defineDocumentType(() => ({
  name: 'Industry',
  filePathPattern: 'industries/*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    summary: text,
    icon,
    image,
    primaryAction: action,
    secondaryAction: action,
    overview: { type: 'nested', of: Overview, required: true },
    solutionsTitle: text,
    solutions: { type: 'list', of: IndustrySolution, required: true },
    caseStudy: { type: 'nested', of: FeaturedCaseStudy, required: true },
    benefitsTitle: text,
    benefits: titledItems,
    closing: { type: 'nested', of: Closing, required: true },
  },
  computedFields: slugAndLocale,
}));

const BenefitGroup = defineNestedType(() => ({
  name: 'BenefitGroup',
  fields: { title: text, items: texts },
}));

export const Solution = defineDocumentType(() => ({
  name: 'Solution',
  filePathPattern: 'solutions/*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    summary: text,
    icon,
    image,
    /** Featured solutions lead the Solution Hub (three of the eight). */
    featured: { type: 'boolean', default: false },
    overview: texts,
    benefits: { type: 'list', of: BenefitGroup, required: true },
    features: titledItems,
    related: { type: 'list', of: { type: 'enum', options: [...solutionSlugs] }, required: true },
    /** The closing band; each falls back to the site-wide wording when left out. */
    ctaText: { type: 'string' },
    ctaButtonText: { type: 'string' },
    ctaLinkUrl: { type: 'string' },
  },
  computedFields: slugAndLocale,
}));

const Client = defineNestedType(() => ({
  name: 'Client',
  fields: { name: text, sector: text, size: text, location: text },
}));

const Challenge = defineNestedType(() => ({
  name: 'Challenge',
  fields: { title: text, description: text },
}));

const CaseSolution = defineNestedType(() => ({
  name: 'CaseSolution',
  fields: { title: text, description: text, details: texts },
}));

const CaseResults = defineNestedType(() => ({
  name: 'CaseResults',
  fields: { title: text, description: text, metrics: figures },
}));

const CaseTestimonial = defineNestedType(() => ({
  name: 'CaseTestimonial',
  fields: { quote: text, author: text, position: text, company: text },
}));

export const CaseStudy = defineDocumentType(() => ({
  name: 'CaseStudy',
  filePathPattern: 'case-studies/*.yaml',
  contentType: 'data',
  fields: {
    title: text,
    subtitle: text,
    summary: text,
    industry: { type: 'enum', options: [...industrySlugs], required: true },
    /** The list card shows the first two. */
    tags: texts,
    image,
    client: { type: 'nested', of: Client, required: true },
    overview: texts,
    challenges: { type: 'list', of: Challenge, required: true },
    solution: { type: 'nested', of: CaseSolution, required: true },
    /** The list card shows the first three metrics and counts the rest. */
    results: { type: 'nested', of: CaseResults, required: true },
    testimonial: { type: 'nested', of: CaseTestimonial },
    related: { type: 'list', of: { type: 'enum', options: [...caseStudySlugs] }, required: true },
    /** `spotlight` leads with the results and sets challenge and solution side by side. */
    layout: { type: 'enum', options: ['standard', 'spotlight'], default: 'standard' },
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
    ServicesPage,
    ContactPage,
    NewslettersPage,
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
