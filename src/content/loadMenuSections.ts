import { menus } from './collections';
import { menuSections, type NavSection } from './navigation';
import type { Locale } from '../../shared/locales';

const loaded = new Map<Locale, Promise<NavSection[]>>();

/**
 * The main menu's sections in one language, from content/site/menu.{en,ar}.yaml. One promise
 * per language, kept, so the desktop menu and the drawer share it and React's `use` can read
 * it again without loading twice. A failed load is forgotten, so the next intent tries again.
 */
export function loadMenuSections(locale: Locale): Promise<NavSection[]> {
  const known = loaded.get(locale);
  if (known) return known;
  const loading = menus.load('menu', locale).then(menuSections);
  loading.catch(() => loaded.delete(locale));
  loaded.set(locale, loading);
  return loading;
}
