import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '../../shared/locales';
import { localeFromPath } from './localePath';

/** The language of the page on screen, read from its URL. */
export function useLocale(): Locale {
  return useRouterState({
    select: (state) => localeFromPath((state.resolvedLocation ?? state.location).pathname),
  });
}
