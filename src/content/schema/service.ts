import { z } from 'zod';
import { contentType } from './contentType';
import { engagement } from './engagement';
import { action, described, exactly, headText, icon, image, list, text, texts } from './fields';

const feature = z.strictObject({ title: text(), description: text(), icon: icon() });

export const service = contentType({
  name: 'Service',
  folder: 'services',
  format: 'yaml',
  help: 'A service page (/services/{slug}).',
  fields: z.strictObject({
    title: headText(),
    summary: headText(),
    icon: icon(),
    image,
    overview: texts({ min: 1 }),
    features: described(list(feature, exactly(4)), 'four feature blocks, shown two by two'),
    gallery: described(
      list(image).default([]),
      'extra pictures under the features (AI and IoT show three)',
    ),
    primaryAction: action,
    secondaryAction: action,
    engagement,
  }),
});
