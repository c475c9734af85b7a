import type { Menu } from 'contentlayer/generated';
import type en from '../i18n/locales/en.json';
import type { DocumentData } from './documentData';

/** Keys of `nav.links` in the interface strings: the footer's link names. */
export type NavLabel = keyof typeof en.nav.links;
export type NavSectionId = keyof typeof en.nav.sections;

export interface NavLink {
  label: NavLabel;
  href: string;
}

/** A link of the main menu, from content/site/menu.{en,ar}.yaml. */
export type MenuLink = DocumentData<Menu>['sections']['services']['links'][number];

/** What a section's panel features: a case study, an article, or nothing that fits. */
export type MenuFeature =
  { kind: 'story'; slug: string } | { kind: 'article'; slug: string } | undefined;

export interface NavSection {
  id: NavSectionId;
  viewAll: string;
  links: MenuLink[];
  featured: MenuFeature;
}

/**
 * The main menu's sections, in the spec's order. Their names are interface strings, so the
 * header's buttons render with the page; everything inside a section comes from the menu's
 * content document, which loads when a visitor shows intent.
 */
export const menuSectionIds = [
  'services',
  'industries',
  'successStories',
  'solutions',
  'company',
  'insights',
] as const satisfies readonly NavSectionId[];

/** The menu document's sections, in order, each with what its panel features. */
export function menuSections(menu: DocumentData<Menu>): NavSection[] {
  const { services, industries, successStories, solutions, company, insights } = menu.sections;
  const story = (slug: string): MenuFeature => ({ kind: 'story', slug });
  return [
    { id: 'services', ...services, featured: story(services.featuredStory) },
    { id: 'industries', ...industries, featured: story(industries.featuredStory) },
    { id: 'successStories', ...successStories, featured: story(successStories.featuredStory) },
    { id: 'solutions', ...solutions, featured: story(solutions.featuredStory) },
    { id: 'company', ...company, featured: undefined },
    { id: 'insights', ...insights, featured: { kind: 'article', slug: insights.featuredArticle } },
  ];
}

export const footerQuickLinks: NavLink[] = [
  { label: 'home', href: '/' },
  { label: 'services', href: '/services' },
  { label: 'about', href: '/about' },
  { label: 'caseStudies', href: '/case-studies' },
  { label: 'contact', href: '/contact' },
];

export const footerServiceLinks: NavLink[] = [
  { label: 'networking', href: '/services/networking' },
  { label: 'software', href: '/services/software' },
  { label: 'cloud', href: '/services/cloud' },
  { label: 'security', href: '/services/security' },
  { label: 'consulting', href: '/services/consulting' },
  { label: 'managedIt', href: '/services/managed-it' },
];
