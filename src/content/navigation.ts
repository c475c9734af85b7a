import type en from '../i18n/locales/en.json';

/** Keys of `nav.links` in the interface strings: every menu label is translated there. */
export type NavLabel = keyof typeof en.nav.links;
export type NavSectionId = keyof typeof en.nav.sections;

export interface NavLink {
  label: NavLabel;
  href: string;
}

export interface NavSection {
  id: NavSectionId;
  viewAll: string;
  links: NavLink[];
}

/** The desktop mega-menu, in the spec's order. */
export const megaMenu: NavSection[] = [
  {
    id: 'services',
    viewAll: '/services',
    links: [
      { label: 'networking', href: '/services/networking' },
      { label: 'cloud', href: '/services/cloud' },
      { label: 'security', href: '/services/security' },
      { label: 'managedIt', href: '/services/managed-it' },
      { label: 'software', href: '/services/software' },
      { label: 'web', href: '/services/web' },
      { label: 'mobile', href: '/services/mobile' },
      { label: 'consulting', href: '/services/consulting' },
    ],
  },
  {
    id: 'industries',
    viewAll: '/industries',
    links: [
      { label: 'healthcare', href: '/industries/healthcare' },
      { label: 'finance', href: '/industries/finance' },
      { label: 'retail', href: '/industries/retail' },
      { label: 'manufacturing', href: '/industries/manufacturing' },
      { label: 'education', href: '/industries/education' },
      { label: 'government', href: '/industries/government' },
    ],
  },
  {
    id: 'successStories',
    viewAll: '/case-studies',
    links: [
      { label: 'healthcareTransformation', href: '/case-studies/healthcare-transformation' },
      { label: 'bankingApp', href: '/case-studies/banking-app' },
      { label: 'enterpriseNetwork', href: '/case-studies/enterprise-network' },
      { label: 'healthcareStories', href: '/case-studies/by-industry/healthcare' },
      { label: 'financeStories', href: '/case-studies/by-industry/finance' },
      { label: 'retailStories', href: '/case-studies/by-industry/retail' },
    ],
  },
  {
    id: 'solutions',
    viewAll: '/solutions',
    links: [
      { label: 'cloudMigration', href: '/solutions/cloud-migration' },
      { label: 'digitalTransformation', href: '/solutions/digital-transformation' },
      { label: 'cybersecurityFramework', href: '/solutions/cybersecurity' },
      { label: 'businessIntelligence', href: '/solutions/business-intelligence' },
      { label: 'processAutomation', href: '/solutions/process-automation' },
      { label: 'remoteWorkforce', href: '/solutions/remote-workforce' },
    ],
  },
  {
    id: 'company',
    viewAll: '/about',
    links: [
      { label: 'team', href: '/about/team' },
      { label: 'careers', href: '/about/careers' },
      { label: 'locations', href: '/about/locations' },
      { label: 'partners', href: '/about/partners' },
    ],
  },
  {
    id: 'insights',
    viewAll: '/insights',
    links: [
      { label: 'blog', href: '/insights/blog' },
      { label: 'whitepapers', href: '/insights/whitepapers' },
      { label: 'research', href: '/insights/research' },
      { label: 'webinars', href: '/insights/webinars' },
      { label: 'newsletters', href: '/insights/newsletters' },
      { label: 'events', href: '/insights/events' },
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
