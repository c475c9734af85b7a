import { aboutPage } from './aboutPage';
import { blogPost } from './blogPost';
import { caseStudiesPage } from './caseStudiesPage';
import { caseStudy } from './caseStudy';
import { company } from './company';
import { contactPage } from './contactPage';
import { event } from './event';
import { facts } from './facts';
import { homePage } from './homePage';
import { industry } from './industry';
import { leader } from './leader';
import { legalPage } from './legalPage';
import { menu } from './menu';
import { newslettersPage } from './newslettersPage';
import { page } from './page';
import { researchItem } from './researchItem';
import { service } from './service';
import { servicesPage } from './servicesPage';
import { solution } from './solution';
import { testimonial } from './testimonial';
import { webinar } from './webinar';
import { whitepaper } from './whitepaper';

/** Every kind of document in content/, the single source of what a file may hold. */
export const contentTypes = [
  homePage,
  page,
  aboutPage,
  caseStudiesPage,
  servicesPage,
  contactPage,
  newslettersPage,
  legalPage,
  service,
  industry,
  solution,
  caseStudy,
  blogPost,
  whitepaper,
  event,
  webinar,
  researchItem,
  leader,
  testimonial,
  company,
  menu,
  facts,
] as const;
