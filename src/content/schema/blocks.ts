import { z } from 'zod';
import { action, figure, icon, list, text, texts, type Count } from './fields';

// Blocks that several pages share.

export const figures = (count?: Count) => list(figure, { min: 1, ...count });

export const titledItem = z.strictObject({ title: text(), description: text(), icon: icon() });

export const closing = z.strictObject({
  title: text(),
  summary: text(),
  primaryAction: action,
  secondaryAction: action,
});

export const figureBlock = (count?: Count) =>
  z.strictObject({ title: text(), figures: figures(count) });

export const textBlock = z.strictObject({ title: text(), paragraphs: texts({ min: 1 }) });

export const listBlock = z.strictObject({ title: text(), items: texts({ min: 1 }) });

export const intro = z.strictObject({ title: text(), summary: text() });

export const itemsBlock = z.strictObject({
  title: text(),
  items: list(titledItem, { min: 1 }),
});
