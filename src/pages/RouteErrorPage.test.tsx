// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/renderInRouter';
import { RouteErrorPage } from './RouteErrorPage';

describe('the routing error screen', () => {
  it('shows the title, the status and the message', async () => {
    const error = Object.assign(new Error('Service Unavailable'), { status: 503 });
    await renderInRouter(<RouteErrorPage error={error} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('falls back to status 500 for an error without one', async () => {
    await renderInRouter(<RouteErrorPage error={new Error('boom')} reset={() => undefined} />);
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });
});
