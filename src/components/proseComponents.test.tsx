import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/renderInRouter';
import { CompanyEmail, CompanyPhone } from './proseComponents';

describe('the tags editors may use in MDX', () => {
  it('print the company e-mail and office phone as left-to-right links in Arabic', async () => {
    await renderInRouter(
      <p>
        راسلنا على <CompanyEmail /> أو اتصل بنا على <CompanyPhone />
      </p>,
      '/ar',
    );
    const email = screen.getByRole('link', { name: 'info@taybadigital.com.sa' });
    expect(email).toHaveAttribute('href', 'mailto:info@taybadigital.com.sa');
    expect(email).toHaveAttribute('dir', 'ltr');
    const phone = screen.getByRole('link', { name: '+966 14 820 4400' });
    expect(phone).toHaveAttribute('href', 'tel:+966148204400');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
