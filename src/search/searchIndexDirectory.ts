/** Where the build writes the search index, under the site's root: `/pagefind/`. */
export const searchIndexDirectory = 'pagefind';
