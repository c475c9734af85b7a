import { beforeAll, describe, expect, it } from 'vitest';
import { company, loadCompany } from '../content/company';
import { pending } from '../content/pending';
import { loadInterfaceStrings } from '../i18n/i18n';
import { organizationData } from './organizationData';

const [english, arabic] = await Promise.all([
  loadInterfaceStrings('en'),
  loadInterfaceStrings('ar'),
]);

beforeAll(async () => {
  await Promise.all([loadCompany('en'), loadCompany('ar')]);
});

describe("the company's structured data", () => {
  it('joins street and district with the comma of the page language', () => {
    const { street, district } = company('ar').address;
    expect(organizationData('ar').address.streetAddress).toBe(
      arabic.t('footer.streetAddress', { street, district }),
    );
    const inEnglish = company('en').address;
    expect(organizationData('en').address.streetAddress).toBe(
      english.t('footer.streetAddress', { street: inEnglish.street, district: inEnglish.district }),
    );
  });

  it('gives the legal name and the commercial registration number once they are known, and leaves out what is pending', () => {
    const known = {
      ...company('en'),
      legal: {
        name: 'Example Trading Company',
        form: pending,
        registration: '4650000000',
        address: pending,
      },
    };
    const data = organizationData('en', known);
    expect(data.legalName).toBe(known.legal.name);
    expect(data.identifier).toMatchObject({ propertyID: 'CR', value: known.legal.registration });
    const unknown = { ...known, legal: { ...known.legal, name: pending, registration: pending } };
    const withPending = organizationData('en', unknown);
    expect(withPending).not.toHaveProperty('legalName');
    expect(withPending).not.toHaveProperty('identifier');
  });
});
