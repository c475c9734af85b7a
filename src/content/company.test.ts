import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

// Each test starts from a page that has loaded no company document yet.
beforeEach(() => {
  vi.resetModules();
});
const freshModule = () => import('./company');

/** The company's name as content/site/company.<locale>.yaml writes it. */
const nameIn = (locale: 'en' | 'ar') =>
  z
    .object({ name: z.string() })
    .parse(parse(readFileSync(`content/site/company.${locale}.yaml`, 'utf8'))).name;

describe('the company document', () => {
  it('loads a language once and gives every caller that language', async () => {
    const { loadCompany, company } = await freshModule();
    const [first, second] = await Promise.all([loadCompany('ar'), loadCompany('ar')]);
    expect(first).toBe(second);
    expect(company('ar')).toBe(first);
    expect(first.locale).toBe('ar');
    expect(first.name).toBe(nameIn('ar'));
  });

  it('loads the other language only when asked, and then gives each its own', async () => {
    const { loadCompany, company } = await freshModule();
    await loadCompany('en');
    expect(company('en').name).toBe(nameIn('en'));
    await loadCompany('ar');
    expect(company('ar').name).toBe(nameIn('ar'));
    expect(company('en').name).toBe(nameIn('en'));
  });

  it('shows the loaded language where the other one could not be loaded', async () => {
    const { loadCompany, company } = await freshModule();
    await loadCompany('en');
    expect(company('ar').locale).toBe('en');
  });

  it('says so when the company is used before any language has loaded', async () => {
    const { company } = await freshModule();
    expect(() => company('en')).toThrow(/before loadCompany/);
  });
});
