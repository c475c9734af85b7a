import { z } from 'zod';
import { megaMenu } from '../navigation';
import { contentType } from './contentType';
import { text } from './fields';

/** A menu line sits under its link in a column about 45 characters wide. */
const menuLine = () =>
  text().max(
    60,
    'is longer than 60 characters; a menu line says what the page offers in a few words',
  );

const labels = megaMenu.flatMap((section) => section.links.map((link) => link.label));

export const menu = contentType({
  name: 'Menu',
  folder: 'site',
  slugs: ['menu'],
  format: 'yaml',
  help: 'The line under each link of the desktop menu, saying in at most 60 characters what its page offers. The link names themselves are interface strings (nav.links in src/i18n/locales).',
  fields: z.strictObject({
    descriptions: z.strictObject(Object.fromEntries(labels.map((label) => [label, menuLine()]))),
  }),
});
