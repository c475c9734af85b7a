import type en from '../i18n/locales/en.json';
import type { IconName } from './vocabulary';

/** Keys of `nav.links` in the interface strings: every menu label is translated there. */
export type NavLabel = keyof typeof en.nav.links;
export type NavSectionId = keyof typeof en.nav.sections;

export interface NavLink {
  label: NavLabel;
  href: string;
}

/** A mega-menu link: its icon says at a glance what kind of page it opens. */
export interface MenuLink extends NavLink {
  icon: IconName;
}

export interface NavSection {
  id: NavSectionId;
  viewAll: string;
  links: MenuLink[];
  /** The case study (slug in content/case-studies) the section's panel features. */
  featuredStory: string;
}

/** The desktop mega-menu, in the spec's order. */
export const megaMenu: NavSection[] = [
  {
    id: 'services',
    featuredStory: 'enterprise-network',
    viewAll: '/services',
    links: [
      { label: 'networking', href: '/services/networking', icon: 'network' },
      { label: 'cloud', href: '/services/cloud', icon: 'cloud' },
      { label: 'security', href: '/services/security', icon: 'shield' },
      { label: 'managedIt', href: '/services/managed-it', icon: 'server' },
      { label: 'software', href: '/services/software', icon: 'code' },
      { label: 'web', href: '/services/web', icon: 'globe' },
      { label: 'mobile', href: '/services/mobile', icon: 'smartphone' },
      { label: 'consulting', href: '/services/consulting', icon: 'lightbulb' },
    ],
  },
  {
    id: 'industries',
    featuredStory: 'healthcare-transformation',
    viewAll: '/industries',
    links: [
      { label: 'healthcare', href: '/industries/healthcare', icon: 'heart-pulse' },
      { label: 'finance', href: '/industries/finance', icon: 'landmark' },
      { label: 'retail', href: '/industries/retail', icon: 'shopping-cart' },
      { label: 'manufacturing', href: '/industries/manufacturing', icon: 'factory' },
      { label: 'education', href: '/industries/education', icon: 'graduation-cap' },
      { label: 'government', href: '/industries/government', icon: 'building' },
    ],
  },
  {
    id: 'successStories',
    featuredStory: 'banking-app',
    viewAll: '/case-studies',
    links: [
      {
        label: 'healthcareTransformation',
        href: '/case-studies/healthcare-transformation',
        icon: 'activity',
      },
      { label: 'bankingApp', href: '/case-studies/banking-app', icon: 'smartphone' },
      { label: 'enterpriseNetwork', href: '/case-studies/enterprise-network', icon: 'network' },
      {
        label: 'healthcareStories',
        href: '/case-studies/by-industry/healthcare',
        icon: 'heart-pulse',
      },
      { label: 'financeStories', href: '/case-studies/by-industry/finance', icon: 'landmark' },
      { label: 'retailStories', href: '/case-studies/by-industry/retail', icon: 'shopping-cart' },
    ],
  },
  {
    id: 'solutions',
    featuredStory: 'data-center-consolidation',
    viewAll: '/solutions',
    links: [
      { label: 'cloudMigration', href: '/solutions/cloud-migration', icon: 'cloud' },
      { label: 'digitalTransformation', href: '/solutions/digital-transformation', icon: 'rocket' },
      { label: 'cybersecurityFramework', href: '/solutions/cybersecurity', icon: 'lock' },
      {
        label: 'businessIntelligence',
        href: '/solutions/business-intelligence',
        icon: 'bar-chart',
      },
      { label: 'processAutomation', href: '/solutions/process-automation', icon: 'settings' },
      { label: 'remoteWorkforce', href: '/solutions/remote-workforce', icon: 'monitor' },
    ],
  },
  {
    id: 'company',
    featuredStory: 'university-learning-platform',
    viewAll: '/about',
    links: [
      { label: 'team', href: '/about/team', icon: 'users' },
      { label: 'careers', href: '/about/careers', icon: 'award' },
      { label: 'locations', href: '/about/locations', icon: 'globe' },
      { label: 'partners', href: '/about/partners', icon: 'check-circle' },
    ],
  },
  {
    id: 'insights',
    featuredStory: 'healthcare-analytics',
    viewAll: '/insights',
    links: [
      { label: 'blog', href: '/insights/blog', icon: 'message-square' },
      { label: 'whitepapers', href: '/insights/whitepapers', icon: 'layers' },
      { label: 'research', href: '/insights/research', icon: 'trending-up' },
      { label: 'webinars', href: '/insights/webinars', icon: 'monitor' },
      { label: 'newsletters', href: '/insights/newsletters', icon: 'zap' },
      { label: 'events', href: '/insights/events', icon: 'clock' },
    ],
  },
];

/** The shorter list of the full-screen mobile menu. */
export const mobileMenu: NavLink[] = [
  { label: 'home', href: '/' },
  { label: 'services', href: '/services' },
  { label: 'industries', href: '/industries' },
  { label: 'caseStudies', href: '/case-studies' },
  { label: 'solutions', href: '/solutions' },
  { label: 'about', href: '/about' },
  { label: 'insights', href: '/insights' },
  { label: 'contact', href: '/contact' },
];

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
