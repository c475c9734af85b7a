import type { Locale } from '../../shared/locales';

export interface PerLanguage<T> {
  /** Fetches a language's value once; the root route awaits it before anything renders. */
  load: (locale: Locale) => Promise<T>;
  /**
   * A language's value, already loaded. If a language switch failed to download it, the
   * error page shows the value of the language already on screen rather than nothing.
   */
  get: (locale: Locale) => T;
}

/**
 * A value each language downloads on its own (interface strings, the company document), so
 * a page fetches only its language's and the other on a switch. `what` and `loader` name
 * the value and the function that loads it in the error thrown when it is read too early.
 */
export function perLanguage<T>(
  fetch: (locale: Locale) => Promise<T>,
  { what, loader }: { what: string; loader: string },
): PerLanguage<T> {
  const loading = new Map<Locale, Promise<T>>();
  const loaded = new Map<Locale, T>();
  return {
    load(locale) {
      const started = loading.get(locale);
      if (started) return started;
      const pending = fetch(locale).then((value) => {
        loaded.set(locale, value);
        return value;
      });
      loading.set(locale, pending);
      // A failed download (the visitor went offline) is tried again on the next navigation.
      pending.catch(() => loading.delete(locale));
      return pending;
    },
    get(locale) {
      const value = loaded.get(locale) ?? loaded.values().next().value;
      if (value === undefined) throw new Error(`The ${locale} ${what}: read before ${loader}`);
      return value;
    },
  };
}
