/**
 * Where the build publishes the copies it makes of photographs, and the dev server serves
 * them from: under /assets/, which is cached for a year (server/staticSite.ts), since every
 * name carries a hash of its bytes.
 */
export const picturesUrl = '/assets/pictures/';
