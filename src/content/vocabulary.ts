/**
 * The closed word lists that content files may use. The content schema (src/content/schema)
 * allows only these values, so a typo fails `npm run content` instead of breaking a page.
 */
export const industrySlugs = [
  'healthcare',
  'finance',
  'retail',
  'manufacturing',
  'education',
  'government',
] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

export function isIndustrySlug(value: string): value is IndustrySlug {
  return industrySlugs.some((industry) => industry === value);
}

/**
 * The services of the /services overview, in page order; each is also a section anchor. The
 * contact form's service values (serviceValues in the form contract) name the same eight
 * services but are not derived from these: they are the words an enquiry is stored and
 * e-mailed under (`cybersecurity`, `managed`), while these are addresses already linked
 * (`/services#security`); renaming either side would break saved enquiries or links.
 */
export const overviewServiceSlugs = [
  'networking',
  'software',
  'ai',
  'iot',
  'cloud',
  'security',
  'consulting',
  'managed-it',
] as const;

export const solutionSlugs = [
  'process-automation',
  'digital-transformation',
  'cloud-migration',
  'cybersecurity',
  'data-center',
  'business-intelligence',
  'remote-workforce',
  'customer-experience',
] as const;

export const blogCategories = [
  'cybersecurity',
  'cloud-computing',
  'artificial-intelligence',
  'workplace-technology',
  'healthcare-it',
  'network-technology',
  'software-development',
  'digital-transformation',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Units a figure can carry; the site formats each with Intl for the page's language. */
export const figureUnits = [
  'count',
  'percent',
  'minute',
  'hour',
  'month',
  'year',
  'rating',
  /** Saudi riyals, the currency of a Saudi client's figures: SAR 9M, «9 ملايين ريال سعودي». */
  'sar',
  /** US dollars, only for a figure its source gives in dollars: $2.4M. */
  'usd',
  /** A multiple: 3x. */
  'times',
] as const;
export type FigureUnit = (typeof figureUnits)[number];

/**
 * Icon names an editor may use; each maps to one lucide icon in
 * src/components/primitives/Icon.tsx.
 */
export const iconNames = [
  'network',
  'code',
  'globe',
  'smartphone',
  'cloud',
  'shield',
  'lightbulb',
  'server',
  'brain',
  'cpu',
  'lock',
  'activity',
  'layers',
  'trending-up',
  'zap',
  'clock',
  'headphones',
  'award',
  'users',
  'check-circle',
  'bar-chart',
  'settings',
  'database',
  'monitor',
  'heart-pulse',
  'graduation-cap',
  'landmark',
  'shopping-cart',
  'factory',
  'building',
  'wifi',
  'eye',
  'message-square',
  'refresh-cw',
  'git-branch',
  'rocket',
] as const;
export type IconName = (typeof iconNames)[number];

/** Sections of the About page that have their own URL (`/about/team`, ...). */
export const aboutSections = ['team', 'careers', 'locations', 'partners'] as const;
export type AboutSectionId = (typeof aboutSections)[number];

/** Social networks the footer and structured data can link to. */
export const socialNetworks = ['linkedin', 'x', 'instagram', 'youtube'] as const;

/** Components an editor may write inside MDX text, such as `<CompanyPhone />`. */
export const proseComponentNames = ['CompanyPhone', 'CompanyEmail', 'LegalIdentity'] as const;
export type ProseComponentName = (typeof proseComponentNames)[number];
