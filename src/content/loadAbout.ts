import { aboutPages, leaders } from './collections';
import type { Locale } from '../../shared/locales';

/** The About page with its leadership profiles, for /about and its section paths. */
export async function loadAbout(locale: Locale) {
  const [about, profiles] = await Promise.all([
    aboutPages.load('about', locale),
    leaders.loadAll(locale),
  ]);
  return { about, leaders: profiles };
}
