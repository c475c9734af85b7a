import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/renderInRouter';
import { SiteFooter } from './SiteFooter';

describe('the footer', () => {
  it('shows the current year, the legal links and contact details as links', async () => {
    await renderInRouter(<SiteFooter />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Tayba Digital. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'info@taybadigital.com.sa' })).toHaveAttribute(
      'href',
      'mailto:info@taybadigital.com.sa',
    );
    expect(screen.getByRole('link', { name: '+966 14 820 4400' })).toHaveAttribute(
      'href',
      'tel:+966148204400',
    );
  });

  it('keeps phone numbers and e-mail left-to-right inside Arabic', async () => {
    await renderInRouter(<SiteFooter />, '/ar');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/ar/privacy',
    );
    expect(screen.getByRole('link', { name: '800 124 6000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'support@taybadigital.com.sa' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});
