import type {
  AboutPage,
  BlogPost,
  CaseStudiesPage,
  CaseStudy,
  ContactPage,
  Event,
  HomePage,
  Industry,
  Leader,
  LegalPage,
  Menu,
  NewslettersPage,
  Page,
  ResearchItem,
  Service,
  ServicesPage,
  Solution,
  Testimonial,
  Webinar,
  Whitepaper,
} from 'contentlayer/generated';
import { createCollection, type DocumentData } from './collection';

/**
 * Typed, per-document access to everything in content/. The globs are lazy: a route that
 * shows one service loads that service's chunk and nothing else.
 */

export const homePages = createCollection(
  import.meta.glob<DocumentData<HomePage>>(
    ['/.contentlayer/generated/HomePage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const pages = createCollection(
  import.meta.glob<DocumentData<Page>>(
    ['/.contentlayer/generated/Page/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const aboutPages = createCollection(
  import.meta.glob<DocumentData<AboutPage>>(
    ['/.contentlayer/generated/AboutPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const caseStudiesPages = createCollection(
  import.meta.glob<DocumentData<CaseStudiesPage>>(
    ['/.contentlayer/generated/CaseStudiesPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const servicesPages = createCollection(
  import.meta.glob<DocumentData<ServicesPage>>(
    ['/.contentlayer/generated/ServicesPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const contactPages = createCollection(
  import.meta.glob<DocumentData<ContactPage>>(
    ['/.contentlayer/generated/ContactPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const newslettersPages = createCollection(
  import.meta.glob<DocumentData<NewslettersPage>>(
    ['/.contentlayer/generated/NewslettersPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const legalPages = createCollection(
  import.meta.glob<DocumentData<LegalPage>>(
    ['/.contentlayer/generated/LegalPage/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const services = createCollection(
  import.meta.glob<DocumentData<Service>>(
    ['/.contentlayer/generated/Service/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const industries = createCollection(
  import.meta.glob<DocumentData<Industry>>(
    ['/.contentlayer/generated/Industry/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const solutions = createCollection(
  import.meta.glob<DocumentData<Solution>>(
    ['/.contentlayer/generated/Solution/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const caseStudies = createCollection(
  import.meta.glob<DocumentData<CaseStudy>>(
    ['/.contentlayer/generated/CaseStudy/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const blogPosts = createCollection(
  import.meta.glob<DocumentData<BlogPost>>(
    ['/.contentlayer/generated/BlogPost/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const whitepapers = createCollection(
  import.meta.glob<DocumentData<Whitepaper>>(
    ['/.contentlayer/generated/Whitepaper/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const events = createCollection(
  import.meta.glob<DocumentData<Event>>(
    ['/.contentlayer/generated/Event/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const webinars = createCollection(
  import.meta.glob<DocumentData<Webinar>>(
    ['/.contentlayer/generated/Webinar/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const researchItems = createCollection(
  import.meta.glob<DocumentData<ResearchItem>>(
    ['/.contentlayer/generated/ResearchItem/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const testimonials = createCollection(
  import.meta.glob<DocumentData<Testimonial>>(
    ['/.contentlayer/generated/Testimonial/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const leaders = createCollection(
  import.meta.glob<DocumentData<Leader>>(
    ['/.contentlayer/generated/Leader/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
export const menus = createCollection(
  import.meta.glob<DocumentData<Menu>>(
    ['/.contentlayer/generated/Menu/*.json', '!/.contentlayer/generated/*/_index.json'],
    { import: 'default' },
  ),
);
