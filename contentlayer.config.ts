import { makeSource } from 'contentlayer2/source-files';
import { contentTypes } from './src/content/schema/contentTypes';
import { documentTypes } from './tooling/contentlayerTypes';

/**
 * The document types come from the content schema in src/content/schema, which the content
 * check (scripts/check-content.ts) enforces first with messages written for editors, before
 * it writes the files this reads.
 */
export default makeSource({
  // The check writes content/ here with the company-wide facts filled in.
  contentDirPath: '.contentlayer/content',
  documentTypes: documentTypes(contentTypes),
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // The alias is declared in tsconfig paths and vite.config.ts; TypeScript 6 drops baseUrl.
  disableImportAliasWarning: true,
});
