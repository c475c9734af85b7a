import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmailField } from './EmailField';
import { Field } from './Field';
import { SubmissionProvider, SubmitButton } from './FormLayout';
import {
  namedNewsletterSchema,
  newsletterSchema,
  type NamedNewsletterValues,
  type NewsletterValues,
} from './schemas';
import { useFormSubmission } from './useFormSubmission';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 14rem;
  }
  > button {
    flex: 0 0 auto;
  }
`;

function useNewsletterSuccess() {
  const { t } = useTranslation();
  return {
    title: t('notices.newsletterSuccessTitle'),
    description: t('notices.newsletterSuccessDescription'),
  };
}

function EmailOnlyFields() {
  const { t } = useTranslation();
  const empty: NewsletterValues = { email: '' };
  const { methods, onSubmit, submitting } = useFormSubmission({
    form: 'newsletter',
    schema: newsletterSchema,
    defaultValues: empty,
    success: useNewsletterSuccess(),
  });
  return (
    <Row noValidate onSubmit={onSubmit} aria-label={t('forms.newsletterTitle')}>
      <EmailField
        register={() => methods.register('email')}
        error={methods.formState.errors.email?.message}
      />
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? t('forms.sending') : t('forms.subscribe')}
      </SubmitButton>
    </Row>
  );
}

function NamedFields() {
  const { t } = useTranslation();
  const empty: NamedNewsletterValues = { name: '', email: '' };
  const { methods, onSubmit, submitting } = useFormSubmission({
    form: 'newsletter',
    schema: namedNewsletterSchema,
    defaultValues: empty,
    success: useNewsletterSuccess(),
  });
  const { errors } = methods.formState;
  return (
    <Row noValidate onSubmit={onSubmit} aria-label={t('forms.newsletterTitle')}>
      <Field label={t('forms.name')} required error={errors.name?.message}>
        {(control) => <input {...control} {...methods.register('name')} autoComplete="name" />}
      </Field>
      <EmailField register={() => methods.register('email')} error={errors.email?.message} />
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? t('forms.sending') : t('forms.subscribe')}
      </SubmitButton>
    </Row>
  );
}

export interface NewsletterFormProps {
  /** The Insights hub asks for a name too; the blog's box only for an e-mail address. */
  withName?: boolean;
}

/** Newsletter sign-up, sent through the same submission service as the other forms. */
export function NewsletterForm({ withName = false }: NewsletterFormProps) {
  return (
    <SubmissionProvider>{withName ? <NamedFields /> : <EmailOnlyFields />}</SubmissionProvider>
  );
}
