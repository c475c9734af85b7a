import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../testing/renderInRouter';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found page', () => {
  it('shows 404, the message and a link home, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<NotFoundPage />, '/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });

  it('speaks Arabic under /ar and links to the Arabic home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<NotFoundPage />, '/ar/missing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('عذرًا! الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
  });
});
