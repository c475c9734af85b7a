import { loadCompany } from '../content/company';
import { siteUrl } from './siteUrl';

/** A security.txt must not be trusted for long after it was published (RFC 9116). */
const validForMs = 180 * 24 * 60 * 60 * 1000;

/**
 * The site's /.well-known/security.txt (RFC 9116): where to report a vulnerability, in
 * which languages, and until when the file holds. Written by every build, so a site
 * deployed at least twice a year never publishes an expired one.
 */
export async function securityTxt(builtAt: Date): Promise<string> {
  const [email] = (await loadCompany('en')).emails;
  return [
    ...(email ? [`Contact: mailto:${email}`] : []),
    `Contact: ${siteUrl}/contact`,
    `Expires: ${new Date(builtAt.getTime() + validForMs).toISOString()}`,
    'Preferred-Languages: en, ar',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
