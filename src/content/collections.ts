import type {
  AboutPage,
  BlogPost,
  CaseStudiesPage,
  CaseStudy,
  Event,
  HomePage,
  Industry,
  Leader,
  LegalPage,
  Page,
  ResearchItem,
  Service,
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
const options = { import: 'default' } as const;
const notIndex = '!/.contentlayer/generated/*/_index.json';

export const homePages = createCollection(
  import.meta.glob<DocumentData<HomePage>>(
    ['/.contentlayer/generated/HomePage/*.json', notIndex],
    options,
  ),
);
export const pages = createCollection(
  import.meta.glob<DocumentData<Page>>(['/.contentlayer/generated/Page/*.json', notIndex], options),
);
export const aboutPages = createCollection(
  import.meta.glob<DocumentData<AboutPage>>(
    ['/.contentlayer/generated/AboutPage/*.json', notIndex],
    options,
  ),
);
export const caseStudiesPages = createCollection(
  import.meta.glob<DocumentData<CaseStudiesPage>>(
    ['/.contentlayer/generated/CaseStudiesPage/*.json', notIndex],
    options,
  ),
);
export const legalPages = createCollection(
  import.meta.glob<DocumentData<LegalPage>>(
    ['/.contentlayer/generated/LegalPage/*.json', notIndex],
    options,
  ),
);
export const services = createCollection(
  import.meta.glob<DocumentData<Service>>(
    ['/.contentlayer/generated/Service/*.json', notIndex],
    options,
  ),
);
export const industries = createCollection(
  import.meta.glob<DocumentData<Industry>>(
    ['/.contentlayer/generated/Industry/*.json', notIndex],
    options,
  ),
);
export const solutions = createCollection(
  import.meta.glob<DocumentData<Solution>>(
    ['/.contentlayer/generated/Solution/*.json', notIndex],
    options,
  ),
);
export const caseStudies = createCollection(
  import.meta.glob<DocumentData<CaseStudy>>(
    ['/.contentlayer/generated/CaseStudy/*.json', notIndex],
    options,
  ),
);
export const blogPosts = createCollection(
  import.meta.glob<DocumentData<BlogPost>>(
    ['/.contentlayer/generated/BlogPost/*.json', notIndex],
    options,
  ),
);
export const whitepapers = createCollection(
  import.meta.glob<DocumentData<Whitepaper>>(
    ['/.contentlayer/generated/Whitepaper/*.json', notIndex],
    options,
  ),
);
export const events = createCollection(
  import.meta.glob<DocumentData<Event>>(
    ['/.contentlayer/generated/Event/*.json', notIndex],
    options,
  ),
);
export const webinars = createCollection(
  import.meta.glob<DocumentData<Webinar>>(
    ['/.contentlayer/generated/Webinar/*.json', notIndex],
    options,
  ),
);
export const researchItems = createCollection(
  import.meta.glob<DocumentData<ResearchItem>>(
    ['/.contentlayer/generated/ResearchItem/*.json', notIndex],
    options,
  ),
);
export const leaders = createCollection(
  import.meta.glob<DocumentData<Leader>>(
    ['/.contentlayer/generated/Leader/*.json', notIndex],
    options,
  ),
);
export const testimonials = createCollection(
  import.meta.glob<DocumentData<Testimonial>>(
    ['/.contentlayer/generated/Testimonial/*.json', notIndex],
    options,
  ),
);
