/**
 * Written in content/site/facts.yaml in place of a value of the company's legal identity
 * that is not known yet (the commercial registration number before the certificate is at
 * hand). The site leaves such a value out rather than show a made-up one, and
 * `npm run content` lists what is still pending.
 */
export const pending = 'pending';

/** The value, or undefined while it is pending. */
export function known(value: string): string | undefined {
  return value === pending ? undefined : value;
}
