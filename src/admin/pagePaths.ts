/**
 * Where the site shows each document, for the editor's "View Live": by its folder in
 * content/, with `{{slug}}` for the file's name. A kind without a page of its own opens the
 * page that lists it (an event on /insights/events, a leader on /about/team). English
 * paths: the page's Arabic twin adds the language's prefix (localizePath). The paths are
 * checked against every page the build prerenders (pagePaths.test.ts).
 */
export const folderPaths: Readonly<Record<string, string>> = {
  services: '/services/{{slug}}',
  industries: '/industries/{{slug}}',
  solutions: '/solutions/{{slug}}',
  'case-studies': '/case-studies/{{slug}}',
  'insights/blog': '/insights/blog/{{slug}}',
  'insights/whitepapers': '/insights/whitepapers/{{slug}}',
  'insights/events': '/insights/events',
  'insights/webinars': '/insights/webinars',
  'insights/research': '/insights/research',
  legal: '/{{slug}}',
  leadership: '/about/team',
  testimonials: '/',
  // The company's details, the facts and the menu show on every page.
  site: '/',
};

/** The pages of content/pages, by file: each is the page of that name under its section. */
export const pagesFolderPaths: Readonly<Record<string, string>> = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  solutions: '/solutions',
  industries: '/industries',
  'case-studies': '/case-studies',
  insights: '/insights',
  blog: '/insights/blog',
  events: '/insights/events',
  webinars: '/insights/webinars',
  research: '/insights/research',
  whitepapers: '/insights/whitepapers',
  newsletters: '/insights/newsletters',
};

/** The English path of a document's page, or undefined when the site shows it nowhere. */
export function pagePath(folder: string, slug: string): string | undefined {
  const template = folder === 'pages' ? pagesFolderPaths[slug] : folderPaths[folder];
  return template?.replace('{{slug}}', slug);
}
