// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatedEndpoint } from '../../shared/formContract';
import { NoticesProvider } from '../components/notices/Notices';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import arForm from './formLocales/ar.json';
import enForm from './formLocales/en.json';
import { newslettersPages } from '../content/collections';
import { renderInRouter } from '../testing/renderInRouter';
import { NewsletterForm, type NewsletterChoices } from './NewsletterForm';

async function renderNewsletter(
  withName: boolean,
  path = '/insights',
  choices?: NewsletterChoices,
) {
  const user = userEvent.setup();
  await renderInRouter(
    <NoticesProvider>
      <NewsletterForm withName={withName} choices={choices} />
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
    await user.type(screen.getByLabelText(new RegExp(`^${en.forms.email}`)), 'reader@');
    await user.click(screen.getByRole('button', { name: en.forms.subscribe }));
    // The form's rules load on first use, so the first check's message comes a moment later.
    await waitFor(() =>
      expect(screen.getByLabelText(new RegExp(`^${en.forms.email}`))).toHaveAccessibleDescription(
        enForm.validation.emailInvalid,
      ),
    );
    await user.clear(screen.getByLabelText(new RegExp(`^${en.forms.email}`)));
    await user.type(screen.getByLabelText(new RegExp(`^${en.forms.email}`)), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: en.forms.subscribe }));
    const notice = await screen.findAllByText(
      enForm.notices.newsletterSuccessTitle,
      {},
      { timeout: 3000 },
    );
    expect(notice.length).toBeGreaterThan(0);
    expect(console.info).toHaveBeenCalledWith('newsletter submission', {
      email: 'reader@example.com',
    });
  });

  it('asks for a name on the Insights hub, in Arabic on Arabic pages', async () => {
    const user = await renderNewsletter(true, '/ar/insights');
    await user.click(screen.getByRole('button', { name: ar.forms.subscribe }));
    expect(screen.getByLabelText(new RegExp(`^${ar.forms.name}`))).toHaveAccessibleDescription(
      arForm.validation.nameRequired,
    );
    expect(screen.getByLabelText(new RegExp(`^${ar.forms.email}`))).toHaveAccessibleDescription(
      arForm.validation.emailRequired,
    );
  });

  it.each(['en', 'ar'] as const)(
    'on the newsletters page (%s) offers each newsletter as a box and sends the ones ticked',
    async (locale) => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const page = await newslettersPages.load('newsletters', locale);
      const [first, second, third, fourth] = page.options.items;
      if (!first || !second || !third || !fourth) throw new Error('four newsletters expected');
      const user = await renderNewsletter(
        false,
        locale === 'ar' ? '/ar/insights/newsletters' : '/insights/newsletters',
        { legend: page.options.title, options: page.options.items },
      );
      const choice = screen.getByRole('group', { name: page.options.title });
      for (const option of page.options.items) {
        const box = within(choice).getByRole('checkbox', { name: new RegExp(option.title) });
        expect(box).not.toBeChecked();
        expect(box.closest('label')).toHaveTextContent(option.frequency);
        expect(box.closest('label')).toHaveTextContent(option.description);
      }
      // Ticked out of order, sent in the page's order; a box ticked twice is not sent.
      await user.click(within(choice).getByRole('checkbox', { name: new RegExp(fourth.title) }));
      await user.click(within(choice).getByRole('checkbox', { name: new RegExp(second.title) }));
      await user.click(within(choice).getByRole('checkbox', { name: new RegExp(first.title) }));
      await user.click(within(choice).getByRole('checkbox', { name: new RegExp(first.title) }));
      await user.type(screen.getByRole('textbox'), 'reader@example.com');
      await user.click(screen.getByRole('button'));
      await vi.waitFor(
        () =>
          expect(console.info).toHaveBeenCalledWith('newsletter submission', {
            email: 'reader@example.com',
            lists: `${second.id},${fourth.id}`,
          }),
        { timeout: 3000 },
      );
    },
  );

  it('sends no list from a box without a choice', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = await renderNewsletter(false, '/insights/blog');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByLabelText(new RegExp(`^${en.forms.email}`)), 'plain@example.com');
    await user.click(screen.getByRole('button', { name: en.forms.subscribe }));
    await vi.waitFor(
      () =>
        expect(console.info).toHaveBeenCalledWith('newsletter submission', {
          email: 'plain@example.com',
        }),
      { timeout: 3000 },
    );
  });
});
