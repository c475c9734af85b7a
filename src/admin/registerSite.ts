import type CmsApp from 'decap-cms-app';
import { AddressControl } from './AddressControl';
import { formatNames, widgetPrefix } from './cmsCollections';
import { pagePreviews } from './preview/pagePreviews';
import { schemaControl, type InnerControl } from './schemaControl';
import { mdxFormat, yamlFormat } from './siteFormats';

/** The CMS's own widgets that the generated collections use, each wrapped by schemaControl. */
const wrappedWidgets = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'image',
  'relation',
  'list',
  'object',
  'markdown',
] as const;

type WidgetPreview = Parameters<typeof CmsApp.registerWidget>[2];

/** The CMS types a widget's parts loosely; each is a component (a function or a memo object). */
function isComponent(value: unknown): value is InnerControl & WidgetPreview {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

/**
 * Registers the site's file formats, its schema-checked, right-to-left-aware widgets, and
 * the previews drawn with the site's own pages.
 */
export function registerSite(cms: typeof CmsApp): void {
  cms.registerCustomFormat(formatNames.yaml, 'yaml', yamlFormat());
  cms.registerCustomFormat(formatNames.mdx, 'mdx', mdxFormat());
  for (const name of wrappedWidgets) {
    const widget = cms.getWidget(name);
    const control: unknown = widget?.control;
    if (!isComponent(control)) throw new Error(`The CMS has no ${name} widget to wrap.`);
    const preview: unknown = widget?.preview;
    cms.registerWidget(
      `${widgetPrefix}${name}`,
      schemaControl(control),
      isComponent(preview) ? preview : undefined,
    );
  }
  cms.registerWidget(`${widgetPrefix}address`, AddressControl);
  for (const [collection, template] of Object.entries(pagePreviews)) {
    cms.registerPreviewTemplate(collection, template);
  }
}
