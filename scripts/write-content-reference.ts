/** `npm run content:reference`: rewrites the document reference in docs/editing-content.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import { contentTypes } from '../src/content/schema/contentTypes';
import { contentReference, writtenReference } from '../tooling/contentCheck/contentReference';

const guide = 'docs/editing-content.md';
const text = readFileSync(guide, 'utf8');
const written = writtenReference(text);
const reference = await contentReference(contentTypes);
writeFileSync(
  guide,
  written === undefined ? `${text.trimEnd()}\n\n${reference}\n` : text.replace(written, reference),
);
console.log(`Wrote the reference of ${contentTypes.length} document types to ${guide}.`);
