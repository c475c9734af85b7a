import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pending } from '../../src/content/pending';
import { facts } from '../../src/content/schema/facts';
import { pendingLegalIdentity } from './pendingLegalIdentity';

const file = 'content/site/facts.yaml';
const written = facts.fields.parse(parse(readFileSync(file, 'utf8')));

const known = {
  ...written,
  legalName: { en: 'Example Trading Company', ar: 'شركة مثال التجارية' },
  legalForm: { en: 'Limited liability company', ar: 'شركة ذات مسؤولية محدودة' },
  commercialRegistration: '4650000000',
  registeredAddress: { en: 'Example Road, Madina', ar: 'طريق المثال، المدينة المنورة' },
};

/** The schema's messages for the facts file with `changes` made to it. */
function messages(changes: Record<string, unknown>): string[] {
  const parsed = facts.fields.safeParse({ ...known, ...changes });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("the company's legal identity in the facts", () => {
  it('takes known values, and pending for what is not known yet', () => {
    expect(messages({})).toEqual([]);
    expect(
      messages({
        legalName: { en: pending, ar: pending },
        commercialRegistration: pending,
      }),
    ).toEqual([]);
  });

  it('refuses a commercial registration number that is not 10 digits, saying what to write', () => {
    for (const registration of ['46500', '4650-000-000', 'unknown']) {
      expect(messages({ commercialRegistration: registration })).toEqual([
        `is not a commercial registration number: write its 10 digits, or ${pending} while it is not known`,
      ]);
    }
  });

  it('refuses a value pending in one language only', () => {
    expect(messages({ legalForm: { en: 'Limited liability company', ar: pending } })).toEqual([
      `is pending in one language only: write it in both, or ${pending} in both while it is not known`,
    ]);
  });

  it('warns, naming each pending part, and says nothing once all are known', () => {
    const warning = pendingLegalIdentity(
      { ...known, commercialRegistration: pending, legalForm: { en: pending, ar: pending } },
      file,
    );
    expect(warning).toContain(
      `Still pending in ${file}: the legal form and the commercial registration number.`,
    );
    expect(warning).not.toContain('legal name');
    expect(pendingLegalIdentity(known, file)).toBeUndefined();
  });
});
