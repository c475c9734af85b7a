// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { NoticesProvider } from '../components/notices/Notices';
import { renderInRouter } from '../testing/renderInRouter';
import { ConsultationForm } from './ConsultationForm';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';

/** The words the note links to the policy: what `<policy>` wraps in the string. */
function linkText(note: string): string {
  const [, text = ''] = /<policy>(.*?)<\/policy>/.exec(note) ?? [];
  return text;
}

type ButtonKey = 'sendMessage' | 'requestConsultation' | 'subscribe';

const forms: [string, ReactElement, 'enquiry' | 'newsletter', ButtonKey][] = [
  ['contact form', <ContactForm key="contact" />, 'enquiry', 'sendMessage'],
  ['consultation form', <ConsultationForm key="consultation" />, 'enquiry', 'requestConsultation'],
  ['newsletter box', <NewsletterForm key="newsletter" />, 'newsletter', 'subscribe'],
  ['Insights newsletter box', <NewsletterForm key="named" withName />, 'newsletter', 'subscribe'],
];

describe('every form links to the privacy policy beside its submit button', () => {
  it.each(forms)('the %s, in both languages', async (_name, form, purpose, button) => {
    for (const [strings, path, policy] of [
      [en, '/contact', '/privacy'],
      [ar, '/ar/contact', '/ar/privacy'],
    ] as const) {
      const { unmount } = await renderInRouter(<NoticesProvider>{form}</NoticesProvider>, path);
      const submit = screen.getByRole('button', { name: strings.forms[button] });
      const note = submit.nextElementSibling;
      if (!(note instanceof HTMLElement)) throw new Error('Nothing follows the submit button');
      const link = within(note).getByRole('link', {
        name: linkText(strings.forms.privacyNote[purpose]),
      });
      expect(link).toHaveAttribute('href', policy);
      unmount();
    }
  });
});
