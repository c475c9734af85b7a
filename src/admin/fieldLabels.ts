/**
 * What the web editor calls a field, where its name in the schema is a developer's word
 * (`src`, `href`, `ctaLinkUrl`). A field missing here is named from its schema name, which
 * reads well on its own ("keyFeatures" reads "Key features").
 */
export const fieldLabels: Partial<Record<string, string>> = {
  src: 'Picture',
  alt: 'Description for screen readers',
  href: 'Link',
  url: 'Web address',
  image: 'Picture',
  portrait: 'Portrait',
  gallery: 'More pictures',
  body: 'Text',
  excerpt: 'Short summary',
  authorPosition: 'Author’s job title',
  position: 'Job title',
  updated: 'Last changed',
  ctaText: 'Closing band text',
  ctaButtonText: 'Closing band button text',
  ctaLinkUrl: 'Closing band button link',
  primaryAction: 'Main button',
  secondaryAction: 'Second button',
  subscribeAction: 'Subscribe button',
  linkLabel: 'Link text',
  headlineAccents: 'Rotating phrases after the headline',
  plus: 'Show a plus sign after the number (500+)',
  value: 'Number',
  id: 'Section',
  en: 'English',
  ar: 'Arabic',
  one: 'Form after 1',
  two: 'Form after 2',
  few: 'Form after 3 to 10',
  many: 'Form after 11 to 99',
  other: 'Form after other numbers',
  officePhone: 'Office phone',
  tollFreePhone: 'Toll-free phone',
  generalEmail: 'General e-mail',
  supportEmail: 'Support e-mail',
  emails: 'E-mail addresses',
  foundingYear: 'Year founded',
  recording: 'Recording link',
  related: 'Related',
  studies: 'Case studies',
};

/** The names shown for allowed values that have no display name on the site. */
export const valueLabels: Partial<Record<string, string>> = {
  count: 'Count (500+)',
  percent: 'Percent (99.9%)',
  minute: 'Minutes',
  hour: 'Hours',
  month: 'Months',
  year: 'Years',
  rating: 'Rating (4.9 stars)',
  sar: 'Saudi riyals (SAR 9M)',
  usd: 'US dollars, where the source gives dollars ($2.4M)',
  times: 'Times (3x)',
  standard: 'Standard',
  spotlight: 'Spotlight: results first',
};

/** "keyFeatures" and "heart-pulse" read "Key features" and "Heart pulse". */
export function readable(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** What the editor calls a field: its name in plain words. */
export function labelOf(name: string): string {
  return fieldLabels[name] ?? readable(name);
}
