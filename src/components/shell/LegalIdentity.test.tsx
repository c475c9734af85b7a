// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCompany } from '../../content/company';
import { legalIdentityParts } from '../../content/legalIdentity';
import { pending } from '../../content/pending';
import type { Locale } from '../../../shared/locales';
import { localizePath } from '../../i18n/localePath';
import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { renderInRouter } from '../../testing/renderInRouter';
import { LegalIdentity } from './LegalIdentity';

const strings = { en, ar };

/** A company whose name and number are known and whose legal form is not yet. */
const partlyKnown = {
  name: 'Example Trading Company',
  form: pending,
  registration: '4650000000',
  address: 'Example Road, Madina',
};

describe('the legal identity', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, names each known part with its label and leaves out what is pending',
    async (locale: Locale) => {
      await renderInRouter(<LegalIdentity legal={partlyKnown} />, localizePath('/', locale));
      const labels = strings[locale].footer.legalIdentity;
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        `${labels.name}: ${partlyKnown.name}`,
        `${labels.registration}: ${partlyKnown.registration}`,
        `${labels.address}: ${partlyKnown.address}`,
      ]);
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, shows the parts content/site/facts.yaml knows, and no list while all are pending',
    async (locale: Locale) => {
      const { legal } = await loadCompany(locale);
      const known = legalIdentityParts.filter((part) => legal[part] !== pending);
      const { container } = await renderInRouter(<LegalIdentity />, localizePath('/', locale));
      expect(container.querySelectorAll('li')).toHaveLength(known.length);
      expect(container.querySelectorAll('ul')).toHaveLength(Math.min(known.length, 1));
    },
  );
});
