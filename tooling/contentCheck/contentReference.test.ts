import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { contentReference, writtenReference } from './contentReference';

describe('the document reference in docs/editing-content.md', () => {
  it('is the one the schema writes (after a schema change, run npm run content:reference)', async () => {
    const written = writtenReference(readFileSync('docs/editing-content.md', 'utf8'));
    expect(written).toBe(await contentReference(contentTypes));
  });

  it('names every document type and the rules an editor meets', async () => {
    const reference = await contentReference(contentTypes);
    for (const type of contentTypes) expect(reference).toContain(`### ${type.name}`);
    expect(reference).toContain('a list of exactly 4 items');
    expect(reference).toContain('a date, YYYY-MM-DD');
    expect(reference).toContain('at least 600 words');
  });
});
