import type { DocumentTypes } from 'contentlayer/generated';
import { createCollection } from './createCollection';
import type { DocumentData } from './documentData';
import { loadDocumentIndex } from './documentIndex';
import type { Locale } from '../../shared/locales';

type DocumentType = Exclude<DocumentTypes['type'], 'Company'>;
type DocumentOf<Type extends DocumentType> = DocumentData<Extract<DocumentTypes, { type: Type }>>;

/**
 * Typed, per-document access to everything in content/: a route that shows one service
 * loads its language's list of documents and that service's chunk, nothing else. Each
 * collection takes its own folder's documents from the list, each checked to be of its
 * type. The company's documents, one per language, load with the interface strings
 * (company.ts).
 */
function collectionOf<Type extends DocumentType>(type: Type) {
  const isOfType = (document: DocumentData<DocumentTypes>): document is DocumentOf<Type> =>
    document.type === type;
  const folder = `/.contentlayer/generated/${type}/`;
  return createCollection(async (locale: Locale) =>
    Object.fromEntries(
      Object.entries((await loadDocumentIndex(locale)).documents)
        .filter(([path]) => path.startsWith(folder))
        .map(([path, load]) => {
          const loadChecked = async () => {
            const document = await load();
            if (!isOfType(document)) throw new Error(`${path} is not a ${type}`);
            return document;
          };
          return [path, loadChecked] as const;
        }),
    ),
  );
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
