import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { Field } from './Field';
import { FormGrid, RequiredNote, SubmissionProvider, SubmitButton } from './FormLayout';
import { contactSchema, serviceValues, type ContactValues } from './schemas';
import { useFormSubmission } from './useFormSubmission';

const empty: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
};

function ContactFields() {
  const { t } = useTranslation();
  const { methods, onSubmit, submitting } = useFormSubmission({
    form: 'contact',
    schema: contactSchema,
    defaultValues: empty,
    success: {
      title: t('notices.contactSuccessTitle'),
      description: t('notices.contactSuccessDescription'),
    },
  });
  const { register, formState } = methods;
  const error = (name: keyof ContactValues) => formState.errors[name]?.message;

  return (
    <FormGrid noValidate onSubmit={onSubmit} aria-label={t('forms.contactTitle')}>
      <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
      <Field label={t('forms.firstName')} required error={error('firstName')}>
        {(control) => <input {...control} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field label={t('forms.lastName')} required error={error('lastName')}>
        {(control) => <input {...control} {...register('lastName')} autoComplete="family-name" />}
      </Field>
      <EmailField register={() => register('email')} error={error('email')} />
      <Field label={t('forms.phone')} error={error('phone')}>
        {(control) => (
          <input {...control} {...register('phone')} type="tel" dir="ltr" autoComplete="tel" />
        )}
      </Field>
      <Field label={t('forms.company')} error={error('company')}>
        {(control) => <input {...control} {...register('company')} autoComplete="organization" />}
      </Field>
      <Field label={t('forms.service')} error={error('service')}>
        {(control) => (
          <select {...control} {...register('service')}>
            <option value="">{t('forms.selectService')}</option>
            {serviceValues.map((value) => (
              <option key={value} value={value}>
                {t(`forms.services.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="full">
        <Field label={t('forms.message')} required error={error('message')}>
          {(control) => <textarea {...control} {...register('message')} rows={6} />}
        </Field>
      </div>
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? t('forms.sending') : t('forms.sendMessage')}
      </SubmitButton>
    </FormGrid>
  );
}

/** The contact page's enquiry form (SPEC §3 "Contact enquiry", §5). */
export function ContactForm() {
  return (
    <SubmissionProvider>
      <ContactFields />
    </SubmissionProvider>
  );
}
