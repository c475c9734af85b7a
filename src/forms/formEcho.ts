import { createContext, useContext } from 'react';
import type { FormName } from '../../shared/formContract';

/**
 * A form sent without JavaScript is answered by the receiver with its page rendered again:
 * the outcome in a message above the form, and, unless it was sent, the typed values with
 * the field messages. The receiver passes this to the server render; pages built ahead of
 * time have none.
 */
export interface FormEcho {
  form: FormName;
  outcome: 'sent' | 'invalid' | 'rateLimited' | 'failed';
  /** What the visitor typed, by field name. */
  values: Record<string, string>;
  /** The first problem of each field, as a key of the interface strings. */
  errors: Record<string, string>;
  retryAfterMs?: number;
}

const FormEchoContext = createContext<FormEcho | undefined>(undefined);

export const FormEchoProvider = FormEchoContext.Provider;

/** The echo of `form`, when this page answers a post of that form. */
export function useFormEcho(form: FormName): FormEcho | undefined {
  const echo = useContext(FormEchoContext);
  return echo?.form === form ? echo : undefined;
}
