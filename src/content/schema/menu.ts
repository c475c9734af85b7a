import { z } from 'zod';
import { contentType } from './contentType';
import { described, icon, internalLink, list, reference, text, uniqueBy } from './fields';

/** A link's name shares a row with its icon in a column about 15rem wide. */
const menuLabel = () =>
  described(
    text().max(32, 'is longer than 32 characters; a menu link is named in a few words'),
    "the link's name in the menu",
  );

/** A menu line sits under its link in a column about 15rem wide. */
const menuLine = () =>
  described(
    text().max(
      60,
      'is longer than 60 characters; a menu line says what the page offers in a few words',
    ),
    'the line under the link, saying in at most 60 characters what its page offers',
  );

const menuLink = z.strictObject({
  label: menuLabel(),
  href: internalLink(),
  icon: icon(),
  description: menuLine(),
});

/** A section's links, each page once. */
const links = () => uniqueBy(list(menuLink, { min: 2 }), 'href');

const viewAll = () => described(internalLink(), 'the page the View All link of the section opens');

/** A section whose panel features a case study of its own kind. */
const storySection = () =>
  z.strictObject({
    viewAll: viewAll(),
    links: links(),
    featuredStory: described(
      reference('case-studies'),
      'the case study the panel features, by slug: one that fits the section and is not among its links',
    ),
  });

export const menu = contentType({
  name: 'Menu',
  folder: 'site',
  slugs: ['menu'],
  format: 'yaml',
  help: 'The main menu, on wide screens and in the phone menu alike: each section with its links (name, page, icon and a line saying what the page offers) and what its panel features. The section names are interface strings (nav.sections in src/i18n/locales).',
  fields: z.strictObject({
    sections: z.strictObject({
      services: storySection(),
      industries: storySection(),
      successStories: storySection(),
      solutions: storySection(),
      company: z.strictObject({ viewAll: viewAll(), links: links() }),
      insights: z.strictObject({
        viewAll: viewAll(),
        links: links(),
        featuredArticle: described(
          reference('insights/blog'),
          'the article the panel features, by slug (content/insights/blog)',
        ),
      }),
    }),
  }),
});
