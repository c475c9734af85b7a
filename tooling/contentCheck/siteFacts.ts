import { submissionLimit } from '../../shared/formContract';
import { themeStorageKey } from '../../src/theme/themeStorageKey';
import type { Facts } from './factTokens';

/** What the code decides that the privacy policy states. */
export interface CodeFacts {
  /** How many submissions the forms and the receiver accept in how long (formContract.ts). */
  submissionLimit: { readonly limit: number; readonly windowMs: number };
  /** The name the theme choice is stored under in the browser (src/theme/themeStorageKey.ts). */
  themeStorageKey: string;
}

/**
 * The facts a text may name: those written in content/site/facts.yaml, and those the code
 * decides, so the privacy policy states what the site does and changes when the code does:
 * `{submissionLimit}` and `{submissionWindow}` are the limit the forms and the receiver
 * share, `{themeStorageKey}` the name the theme choice is stored under. `code` is the code's
 * own; a test passes others to see the policy follow.
 */
export function siteFacts(
  written: Facts,
  code: CodeFacts = { submissionLimit, themeStorageKey },
): Facts {
  return {
    ...written,
    submissionLimit: { value: code.submissionLimit.limit, unit: 'count' },
    submissionWindow: { value: code.submissionLimit.windowMs / 60_000, unit: 'minute' },
    themeStorageKey: code.themeStorageKey,
  };
}
