// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCompany } from '../../content/company';
import { loadInterfaceStrings } from '../../i18n/i18n';
import { renderInRouter } from '../../testing/renderInRouter';
import { SiteFooter } from './SiteFooter';

/** A phone number as a tel: link dials it: the plus sign and the digits, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

describe('the footer', () => {
  it('shows the current year, the legal links and contact details as links', async () => {
    const facts = await loadCompany('en');
    const { t } = await loadInterfaceStrings('en');
    await renderInRouter(<SiteFooter />);
    expect(
      screen.getByText(t('footer.copyright', { year: new Date().getFullYear(), name: facts.name })),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('footer.privacy') })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: t('footer.terms') })).toHaveAttribute('href', '/terms');
    for (const email of facts.emails) {
      expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const phone of [facts.officePhone, facts.tollFreePhone]) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
    }
  });

  it('keeps phone numbers and e-mail left-to-right inside Arabic', async () => {
    const facts = await loadCompany('ar');
    const { t } = await loadInterfaceStrings('ar');
    await renderInRouter(<SiteFooter />, '/ar');
    expect(screen.getByRole('link', { name: t('footer.privacy') })).toHaveAttribute(
      'href',
      '/ar/privacy',
    );
    for (const contact of [facts.officePhone, facts.tollFreePhone, ...facts.emails]) {
      expect(screen.getByRole('link', { name: contact })).toHaveAttribute('dir', 'ltr');
    }
  });
});
