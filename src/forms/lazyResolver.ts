import type { FieldValues, Resolver } from 'react-hook-form';
import type { Payload } from './submissionService';

export interface LazyResolver<Values extends FieldValues> {
  /** Validates as the loaded resolver does, loading it first when it is not yet there. */
  resolver: Resolver<Values, unknown, Payload>;
  /** Starts loading, so the first validation does not wait for the download. */
  preload: () => void;
}

/**
 * A form's validation that loads on first use: its rules and zod are a chunk of their own,
 * so a page with a form starts without them. A failed download is tried again next time.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values, unknown, Payload>>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values, unknown, Payload>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
