import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatedEndpoint } from './formContract';
import { NoticesProvider } from '../components/Notices';
import { renderInRouter } from '../testing/renderInRouter';
import { NewsletterForm } from './NewsletterForm';

async function renderNewsletter(withName: boolean, path = '/insights') {
  const user = userEvent.setup();
  await renderInRouter(
    <NoticesProvider>
      <NewsletterForm withName={withName} />
    </NoticesProvider>,
    path,
  );
  return user;
}

describe('the newsletter boxes', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubEnv('VITE_FORMS_ENDPOINT', simulatedEndpoint);
  });

  it('validates the e-mail address and subscribes with its own notice', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = await renderNewsletter(false, '/insights/blog');
    await user.type(screen.getByLabelText(/^Email/), 'reader@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const notice = await screen.findAllByText("You're subscribed!", {}, { timeout: 3000 });
    expect(notice.length).toBeGreaterThan(0);
    expect(console.info).toHaveBeenCalledWith('newsletter submission', {
      email: 'reader@example.com',
    });
  });

  it('asks for a name on the Insights hub, in Arabic on Arabic pages', async () => {
    const user = await renderNewsletter(true, '/ar/insights');
    await user.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(screen.getByLabelText(/^الاسم/)).toHaveAccessibleDescription('الاسم مطلوب');
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAccessibleDescription(
      'البريد الإلكتروني مطلوب',
    );
  });
});
