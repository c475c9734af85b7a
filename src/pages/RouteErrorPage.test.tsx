// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadInterfaceStrings } from '../i18n/i18n';
import { renderInRouter } from '../testing/renderInRouter';
import { RouteErrorPage } from './RouteErrorPage';

const { t } = await loadInterfaceStrings('en');

describe('the routing error screen', () => {
  it('shows the title, the status and the message', async () => {
    const error = Object.assign(new Error('Service Unavailable'), { status: 503 });
    await renderInRouter(<RouteErrorPage error={error} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('routeError.title'));
    expect(screen.getByText(t('routeError.status', { status: 503 }))).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('falls back to status 500 for an error without one', async () => {
    await renderInRouter(<RouteErrorPage error={new Error('boom')} reset={() => undefined} />);
    expect(screen.getByText(t('routeError.status', { status: 500 }))).toBeInTheDocument();
  });
});
