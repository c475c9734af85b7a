import { decodeHTMLAttribute } from 'entities/decode';

/** What the social-card step needs from a prerendered page's head. */
export interface PrerenderedHead {
  /** `<html lang>`. */
  lang: string;
  /** Open Graph and Twitter tags by property or name, decoded (`og:title` → the title). */
  meta: Map<string, string>;
}

const langAttribute = /<html[^>]*\slang="([^"]+)"/;
/** React writes a head tag's attributes in the order the route gave them: key, then content. */
const metaTag = /<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g;

/**
 * Reads the language and the meta tags of a page React prerendered (src/prerender/entry-server.tsx).
 * Only the head is read, up to `</head>`, so a page's text never counts as a tag.
 */
export function readPrerenderedHead(html: string): PrerenderedHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const lang = langAttribute.exec(head)?.[1];
  if (!lang) throw new Error('The page has no <html lang>');
  const meta = new Map<string, string>();
  for (const [, key = '', content = ''] of head.matchAll(metaTag)) {
    meta.set(key, decodeHTMLAttribute(content));
  }
  return { lang, meta };
}
