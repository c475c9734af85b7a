// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCompany } from '../../content/company';
import { renderInRouter } from '../../testing/renderInRouter';
import { CompanyEmail, CompanyPhone } from './proseComponents';

/** A phone number as a tel: link dials it: the plus sign and the digits, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

describe('the tags editors may use in MDX', () => {
  it('print the company e-mail and office phone as left-to-right links in Arabic', async () => {
    const facts = await loadCompany('ar');
    const [firstEmail] = facts.emails;
    if (firstEmail === undefined) throw new Error('content/site/company.ar.yaml has no e-mail');
    await renderInRouter(
      <p>
        راسلنا على <CompanyEmail /> أو اتصل بنا على <CompanyPhone />
      </p>,
      '/ar',
    );
    const email = screen.getByRole('link', { name: firstEmail });
    expect(email).toHaveAttribute('href', `mailto:${firstEmail}`);
    expect(email).toHaveAttribute('dir', 'ltr');
    const phone = screen.getByRole('link', { name: facts.officePhone });
    expect(phone).toHaveAttribute('href', telHref(facts.officePhone));
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
