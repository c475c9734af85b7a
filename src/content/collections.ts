import type { DocumentTypes } from 'contentlayer/generated';
import { createCollection } from './createCollection';
import type { DocumentData } from './documentData';

/**
 * Typed, per-document access to everything in content/. The glob is lazy: a route that
 * shows one service loads that service's chunk and nothing else. Vite reads a glob's
 * pattern at build time, so it must be written out: one pattern covers every document
 * type's folder, and each collection takes its own folder's documents at run time. The
 * company's documents, one per language, load with the interface strings (company.ts).
 */
const documents = import.meta.glob<DocumentData<DocumentTypes>>(
  [
    '/.contentlayer/generated/*/*.json',
    '!/.contentlayer/generated/*/_index.json',
    '!/.contentlayer/generated/Company/*.json',
  ],
  { import: 'default' },
);

type DocumentType = Exclude<DocumentTypes['type'], 'Company'>;
type DocumentOf<Type extends DocumentType> = DocumentData<Extract<DocumentTypes, { type: Type }>>;

/** The documents contentlayer generated into `type`'s folder, each checked to be of it. */
function collectionOf<Type extends DocumentType>(type: Type) {
  const isOfType = (document: DocumentData<DocumentTypes>): document is DocumentOf<Type> =>
    document.type === type;
  const folder = `/.contentlayer/generated/${type}/`;
  const loaders = Object.entries(documents)
    .filter(([path]) => path.startsWith(folder))
    .map(([path, load]) => {
      const loadChecked = async () => {
        const document = await load();
        if (!isOfType(document)) throw new Error(`${path} is not a ${type}`);
        return document;
      };
      return [path, loadChecked] as const;
    });
  return createCollection(Object.fromEntries(loaders));
}

export const homePages = collectionOf('HomePage');
export const pages = collectionOf('Page');
export const aboutPages = collectionOf('AboutPage');
export const caseStudiesPages = collectionOf('CaseStudiesPage');
export const servicesPages = collectionOf('ServicesPage');
export const contactPages = collectionOf('ContactPage');
export const newslettersPages = collectionOf('NewslettersPage');
export const legalPages = collectionOf('LegalPage');
export const services = collectionOf('Service');
export const industries = collectionOf('Industry');
export const solutions = collectionOf('Solution');
export const caseStudies = collectionOf('CaseStudy');
export const blogPosts = collectionOf('BlogPost');
export const whitepapers = collectionOf('Whitepaper');
export const events = collectionOf('Event');
export const webinars = collectionOf('Webinar');
export const researchItems = collectionOf('ResearchItem');
export const testimonials = collectionOf('Testimonial');
export const leaders = collectionOf('Leader');
export const menus = collectionOf('Menu');
