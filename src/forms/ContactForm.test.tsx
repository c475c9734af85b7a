// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceValues, simulatedEndpoint } from '../../shared/formContract';
import { formsEndpoint, formsRespondWith, mockResponses } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { NoticesProvider } from '../components/notices/Notices';
import { loadInterfaceStrings } from '../i18n/i18n';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import arForm from './formLocales/ar.json';
import enForm from './formLocales/en.json';
import { renderInRouter } from '../testing/renderInRouter';
import { ContactForm } from './ContactForm';
import { loadFormStrings } from './loadFormStrings';

const { t } = await loadInterfaceStrings('en');
// The rate limit's words, with i18next's plural, as the form shows them once it has loaded them.
await loadFormStrings('en');

async function renderContactForm(path = '/contact') {
  const user = userEvent.setup();
  await renderInRouter(
    <NoticesProvider>
      <ContactForm />
    </NoticesProvider>,
    path,
  );
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, email = 'sara@example.com') {
  await user.type(screen.getByLabelText(new RegExp(`^${en.forms.firstName}`)), 'Sara');
  await user.type(screen.getByLabelText(new RegExp(`^${en.forms.lastName}`)), 'Al Harbi');
  await user.type(screen.getByLabelText(new RegExp(`^${en.forms.email}`)), email);
  await user.selectOptions(screen.getByLabelText(en.forms.service), 'cloud');
  await user.type(
    screen.getByLabelText(new RegExp(`^${en.forms.message}`)),
    'We would like a review of our cloud costs.',
  );
}

/** Radix repeats a notice's text in a live region for screen readers: both count. */
async function expectNotice(title: string, description: string) {
  expect((await screen.findAllByText(title, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  expect(screen.getAllByText(description).length).toBeGreaterThan(0);
}

describe('the contact form', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllEnvs());

  it('marks the required fields, offers the eight services and shows messages beside fields', async () => {
    const user = await renderContactForm();
    for (const label of [
      new RegExp(`^${en.forms.firstName}`),
      new RegExp(`^${en.forms.lastName}`),
      new RegExp(`^${en.forms.email}`),
      new RegExp(`^${en.forms.message}`),
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    const options = within(screen.getByLabelText(en.forms.service)).getAllByRole('option');
    expect(options).toHaveLength(9);
    expect(options.map((option) => option.textContent)).toEqual([
      en.forms.selectService,
      ...serviceValues.map((value) => en.forms.services[value]),
    ]);

    await user.type(screen.getByLabelText(new RegExp(`^${en.forms.lastName}`)), 'H');
    await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
    const firstName = screen.getByLabelText(new RegExp(`^${en.forms.firstName}`));
    // The rules load with the first check, so the messages follow a moment after the click.
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription(enForm.validation.firstNameRequired);
    expect(screen.getByLabelText(new RegExp(`^${en.forms.lastName}`))).toHaveAccessibleDescription(
      enForm.validation.lastNameMin,
    );
    expect(screen.getByLabelText(new RegExp(`^${en.forms.email}`))).toHaveAccessibleDescription(
      enForm.validation.emailRequired,
    );
    expect(screen.getByLabelText(new RegExp(`^${en.forms.message}`))).toHaveAccessibleDescription(
      enForm.validation.messageRequired,
    );
  });

  it('shows the messages in Arabic on Arabic pages', async () => {
    const user = await renderContactForm('/ar/contact');
    await user.type(screen.getByLabelText(new RegExp(`^${ar.forms.email}`)), 'sara@');
    await user.click(screen.getByRole('button', { name: ar.forms.sendMessage }));
    expect(screen.getByLabelText(new RegExp(`^${ar.forms.firstName}`))).toHaveAccessibleDescription(
      arForm.validation.firstNameRequired,
    );
    expect(screen.getByLabelText(new RegExp(`^${ar.forms.email}`))).toHaveAccessibleDescription(
      arForm.validation.emailInvalid,
    );
  });

  it('sends, says so and clears the form (simulated service)', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', simulatedEndpoint);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = await renderContactForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
    expect(screen.getByRole('button', { name: en.forms.sending })).toBeDisabled();
    await expectNotice(
      enForm.notices.contactSuccessTitle,
      enForm.notices.contactSuccessDescription,
    );
    expect(screen.getByLabelText(new RegExp(`^${en.forms.firstName}`))).toHaveValue('');
  });

  it('keeps everything typed when the submission fails', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', formsEndpoint);
    server.use(formsRespondWith(mockResponses.serverError));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = await renderContactForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
    await act(() => vi.advanceTimersByTimeAsync(8000));
    vi.useRealTimers();
    await expectNotice(enForm.notices.failureTitle, enForm.notices.failureDescription);
    expect(screen.getByLabelText(new RegExp(`^${en.forms.firstName}`))).toHaveValue('Sara');
    expect(screen.getByLabelText(new RegExp(`^${en.forms.message}`))).toHaveValue(
      'We would like a review of our cloud costs.',
    );
  });

  it('shows the server’s field errors next to the fields', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', formsEndpoint);
    server.use(formsRespondWith(mockResponses.validationError));
    const user = await renderContactForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
    expect(await screen.findByText(enForm.validation.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.forms.email}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('refuses a fourth submission within 5 minutes without sending it', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', formsEndpoint);
    let received = 0;
    server.use(
      formsRespondWith(() => {
        received += 1;
        return mockResponses.success();
      }),
    );
    const user = await renderContactForm();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fillValid(user, 'Sara@Example.com');
      await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
      await waitFor(() =>
        expect(screen.getByLabelText(new RegExp(`^${en.forms.firstName}`))).toHaveValue(''),
      );
    }
    await fillValid(user, 'sara@example.com');
    await user.click(screen.getByRole('button', { name: en.forms.sendMessage }));
    await expectNotice(
      enForm.notices.rateLimitTitle,
      t('notices.rateLimitDescription', { count: 5 }),
    );
    expect(received).toBe(3);
    expect(screen.getByLabelText(new RegExp(`^${en.forms.firstName}`))).toHaveValue('Sara');
  });
});

describe('sending again after a failure', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllEnvs());

  it('reuses the key for the same words, and failed attempts do not count against the limit', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', formsEndpoint);
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${formsEndpoint}/:form`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length <= 4 ? mockResponses.validationError() : mockResponses.success();
      }),
    );
    const user = await renderContactForm();
    await fillValid(user);
    const send = screen.getByRole('button', { name: en.forms.sendMessage });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await user.click(send);
      await waitFor(() => expect(keys).toHaveLength(attempt + 1));
      await waitFor(() => expect(send).toBeEnabled());
    }
    expect(new Set(keys).size).toBe(1);
    await user.type(screen.getByLabelText(new RegExp(`^${en.forms.message}`)), ' Thank you.');
    await user.click(send);
    await expectNotice(
      enForm.notices.contactSuccessTitle,
      enForm.notices.contactSuccessDescription,
    );
    expect(keys).toHaveLength(5);
    expect(keys[4]).not.toBe(keys[0]);
  });
});
