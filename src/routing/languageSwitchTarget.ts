import type { AnyRouteMatch, ParsedLocation } from '@tanstack/react-router';
import { localeInfo } from '../i18n/localeInfo';
import { localeFromPath, localizePath, twinPath } from '../i18n/localePath';
import { showsNotFound } from './showsNotFound';

/** What the router knows of the page on screen that decides where the language switch leads. */
export interface ShownPage {
  matches: readonly AnyRouteMatch[];
  location: ParsedLocation;
  resolvedLocation?: ParsedLocation | undefined;
}

/**
 * Where the language switch leads: the same page in the other language. A missing page
 * has no twin, so it leads to the other language's home page instead (the shared 404.html
 * is also prerendered from one path, so a path-based link would not hydrate).
 */
export function languageSwitchTarget({ matches, location, resolvedLocation }: ShownPage): string {
  const { pathname } = resolvedLocation ?? location;
  return showsNotFound(matches)
    ? localizePath('/', localeInfo[localeFromPath(pathname)].otherLocale)
    : twinPath(pathname);
}
