import { z } from 'zod';
import { blogCategories } from '../vocabulary';
import { contentType } from './contentType';
import { choice, date, described, headText, picture, text } from './fields';

export const blogPost = contentType({
  name: 'BlogPost',
  folder: 'insights/blog',
  format: 'mdx',
  help: 'A blog article (/insights/blog/{slug}): front matter above the text, at least 600 words in English and 500 in Arabic. The newest is featured.',
  minWords: { en: 600, ar: 500 },
  fields: z.strictObject({
    title: headText(),
    excerpt: headText(),
    category: choice(blogCategories),
    author: text(),
    authorPosition: text(),
    date: date(),
    image: described(
      picture('article'),
      "the picture on the article's card and at its top, in public/images/blog",
    ),
  }),
});
