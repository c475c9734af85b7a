import { describe, expect, it } from 'vitest';
import { loadCompany } from '../content/company';
import { securityTxt } from './securityTxt';
import { siteUrl } from './siteUrl';

const fields = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(/: (.*)/).slice(0, 2));

const builtAt = new Date('2026-11-24T10:00:00Z');
const lines = fields(await securityTxt(builtAt));

describe('security.txt', () => {
  it('says where to report, in which languages, and where it lives', async () => {
    const { emails } = await loadCompany('en');
    expect(lines).toContainEqual(['Contact', `mailto:${emails[0]}`]);
    expect(lines).toContainEqual(['Contact', `${siteUrl}/contact`]);
    expect(lines).toContainEqual(['Preferred-Languages', 'en, ar']);
    expect(lines).toContainEqual(['Canonical', `${siteUrl}/.well-known/security.txt`]);
  });

  it('expires after the build, and within the year RFC 9116 allows', () => {
    const expires = new Date(lines.find(([name]) => name === 'Expires')?.[1] ?? '');
    expect(expires.getTime()).toBeGreaterThan(builtAt.getTime());
    expect(expires.getTime() - builtAt.getTime()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });
});
