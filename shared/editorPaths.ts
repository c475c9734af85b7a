/*
 * Where the web editor lives on the site's origin: its build (vite.admin.config.ts), its
 * configuration (src/admin/cmsConfig.ts), the receiver's sign-in and headers, the static
 * server and the dev server all agree on these.
 */

/** The web editor's folder in the built site, and so its address: /admin/. */
export const adminDirectory = 'admin';

/** Where the editor finds its local backend on the page's own origin (npm run cms). */
export const cmsApiPath = '/cms-api/v1';

/** Where the receiver signs editors in to GitHub (server/cmsAuth.ts). */
export const cmsAuthPath = '/api/cms-auth';
