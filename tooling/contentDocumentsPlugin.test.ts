import { describe, expect, it } from 'vitest';
import { trimmedDocument } from './contentDocumentsPlugin';

/** A document as contentlayer writes it: markers on the document and on every nested object. */
const generated = {
  _id: 'services/networking.en.yaml',
  _raw: { sourceFilePath: 'services/networking.en.yaml', flattenedPath: 'services/networking.en' },
  type: 'Service',
  body: { raw: '', code: '' },
  title: 'Networking',
  image: {
    src: '/images/services/networking.svg',
    alt: 'A network',
    type: '__UNNAMED__',
    _raw: {},
  },
  features: [
    { title: 'Design', icon: 'shield', type: '__UNNAMED__', _raw: {} },
    { title: 'Monitoring', steps: [{ label: 'Watch', type: '__UNNAMED__', _raw: {} }] },
  ],
};

describe('trimmedDocument', () => {
  it('keeps the content and the document’s own type, and drops what the site never reads', () => {
    expect(JSON.parse(trimmedDocument(JSON.stringify(generated)))).toEqual({
      _id: 'services/networking.en.yaml',
      type: 'Service',
      title: 'Networking',
      image: { src: '/images/services/networking.svg', alt: 'A network' },
      features: [
        { title: 'Design', icon: 'shield' },
        { title: 'Monitoring', steps: [{ label: 'Watch' }] },
      ],
    });
  });
});
