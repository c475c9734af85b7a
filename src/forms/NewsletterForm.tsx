import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmailField } from './EmailField';
import { FormSubmit } from './FormSubmit';
import { Field } from './Field';
import { PostFields } from './PostFields';
import { SubmissionProvider } from './SubmissionProvider';
import { lazyResolver } from './lazyResolver';
import { NewsletterChoice, type NewsletterOption } from './NewsletterChoice';
import type { NamedNewsletterValues, NewsletterValues } from '../../shared/formSchemas';
import { useFormSubmission } from './useFormSubmission';

/** On a phone each field has the full width and the button its own row, in both languages. */
const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 18rem;
  }
  > fieldset {
    flex: 1 1 100%;
  }
  > button {
    flex: 0 0 auto;
  }
`;

const newsletterRules = lazyResolver(
  async () => (await import('./formResolvers')).newsletterResolver,
);
const namedNewsletterRules = lazyResolver(
  async () => (await import('./formResolvers')).namedNewsletterResolver,
);

/** The newsletters a sign-up may choose, on the newsletters page. */
export interface NewsletterChoices {
  legend: string;
  options: NewsletterOption[];
}

function EmailOnlyFields({ choices }: { choices: NewsletterChoices | undefined }) {
  const { t } = useTranslation();
  const empty: NewsletterValues = { email: '', lists: [] };
  const { field, formProps, submitting } = useFormSubmission({
    form: 'newsletter',
    rules: newsletterRules,
    defaultValues: empty,
  });
  return (
    <Row {...formProps} aria-label={t('forms.newsletterTitle')}>
      <PostFields />
      {choices ? <NewsletterChoice {...choices} binding={field('lists')} /> : null}
      <EmailField binding={field('email')} />
      <FormSubmit label={t('forms.subscribe')} submitting={submitting} purpose="newsletter" />
    </Row>
  );
}

function NamedFields() {
  const { t } = useTranslation();
  const empty: NamedNewsletterValues = { name: '', email: '' };
  const { field, formProps, submitting } = useFormSubmission({
    form: 'newsletter',
    rules: namedNewsletterRules,
    defaultValues: empty,
  });
  return (
    <Row {...formProps} aria-label={t('forms.newsletterTitle')}>
      <PostFields />
      <Field label={t('forms.name')} required binding={field('name')}>
        {(control) => <input {...control} autoComplete="name" />}
      </Field>
      <EmailField binding={field('email')} />
      <FormSubmit label={t('forms.subscribe')} submitting={submitting} purpose="newsletter" />
    </Row>
  );
}

export interface NewsletterFormProps {
  /** The Insights hub asks for a name too; the blog's box only for an e-mail address. */
  withName?: boolean;
  /** The newsletters page lets a visitor choose which newsletters to receive. */
  choices?: NewsletterChoices;
}

/** Newsletter sign-up, sent through the same submission service as the other forms. */
export function NewsletterForm({ withName = false, choices }: NewsletterFormProps) {
  return (
    <SubmissionProvider form="newsletter">
      {withName ? <NamedFields /> : <EmailOnlyFields choices={choices} />}
    </SubmissionProvider>
  );
}
