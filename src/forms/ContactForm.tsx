import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { FormSubmit } from './FormSubmit';
import { Field } from './Field';
import { FormGrid } from './FormGrid';
import { PostFields } from './PostFields';
import { RequiredNote } from './RequiredNote';
import { SubmissionProvider } from './SubmissionProvider';
import { serviceValues } from '../../shared/formContract';
import { lazyResolver } from './lazyResolver';
import type { ContactValues } from '../../shared/formSchemas';
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

const contactRules = lazyResolver(async () => (await import('./formResolvers')).contactResolver);

function ContactFields() {
  const { t } = useTranslation();
  const { field, formProps, submitting } = useFormSubmission({
    form: 'contact',
    rules: contactRules,
    defaultValues: empty,
  });

  return (
    <FormGrid {...formProps} aria-label={t('forms.contactTitle')}>
      <PostFields />
      <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
      <Field label={t('forms.firstName')} required binding={field('firstName')}>
        {(control) => <input {...control} autoComplete="given-name" />}
      </Field>
      <Field label={t('forms.lastName')} required binding={field('lastName')}>
        {(control) => <input {...control} autoComplete="family-name" />}
      </Field>
      <EmailField binding={field('email')} />
      <Field label={t('forms.phone')} binding={field('phone')}>
        {(control) => <input {...control} type="tel" dir="ltr" autoComplete="tel" />}
      </Field>
      <Field label={t('forms.company')} binding={field('company')}>
        {(control) => <input {...control} autoComplete="organization" />}
      </Field>
      <Field label={t('forms.service')} binding={field('service')}>
        {(control) => (
          <select {...control}>
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
        <Field label={t('forms.message')} required binding={field('message')}>
          {(control) => <textarea {...control} rows={6} />}
        </Field>
      </div>
      <FormSubmit label={t('forms.sendMessage')} submitting={submitting} purpose="enquiry" />
    </FormGrid>
  );
}

/** The contact page's enquiry form: name, e-mail and message, optional phone, company, service. */
export function ContactForm() {
  return (
    <SubmissionProvider form="contact">
      <ContactFields />
    </SubmissionProvider>
  );
}
