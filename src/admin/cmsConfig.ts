import type CmsApp from 'decap-cms-app';
import { cmsApiPath, cmsAuthPath } from '../../shared/editorPaths';
import { locales } from '../../shared/locales';
import type { CmsCollection } from './cmsCollections';

/**
 * The CMS's configuration, in two parts the CMS merges when it starts: config.yml, written
 * by the build from the content schema (what is edited, and how), and the settings of the
 * place the editor runs in (where edits are saved), given by the page.
 */

/** /admin/config.yml: the collections and how files and pictures are stored. */
export function configFile(collections: readonly CmsCollection[]) {
  return {
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: 'en' },
    collections,
  };
}

/**
 * Where saved edits go in production: a GitHub repository. Editors sign in through the
 * site's own receiver (server/cmsAuth.ts), on the editor's origin, as the CMS requires of
 * the page that answers its sign-in window.
 */
export interface Publishing {
  /** owner/name of the site's repository. */
  repo: string;
  branch: string;
}

type CmsConfig = NonNullable<NonNullable<Parameters<typeof CmsApp.init>[0]>['config']>;

/**
 * On this machine (npm run cms) the editor finds the local backend at /cms-api/v1 on the
 * page's own origin and saves straight to the files; anywhere else it signs in to GitHub,
 * and each edit becomes a pull request that CI checks before anyone merges it.
 */
export function placeConfig(origin: string, publishing: Publishing): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: publishing.repo,
      branch: publishing.branch,
      base_url: origin,
      auth_endpoint: `${cmsAuthPath.slice(1)}/auth`,
      squash_merges: true,
    },
    local_backend: { url: `${origin}${cmsApiPath}` },
    site_url: origin,
    // The collections come from config.yml; the two lists are joined.
    collections: [],
  };
}
