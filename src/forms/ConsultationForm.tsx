import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { FormSubmit } from './FormSubmit';
import { Field } from './Field';
import { FormGrid } from './FormGrid';
import { PostFields } from './PostFields';
import { RequiredNote } from './RequiredNote';
import { SubmissionProvider } from './SubmissionProvider';
import { lazyResolver } from './lazyResolver';
import type { ConsultationValues } from '../../shared/formSchemas';
import { useFormSubmission } from './useFormSubmission';

const empty: ConsultationValues = { name: '', email: '', company: '', message: '' };

const consultationRules = lazyResolver(
  async () => (await import('./formResolvers')).consultationResolver,
);

function ConsultationFields({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const { field, formProps, submitting } = useFormSubmission({
    form: 'consultation',
    rules: consultationRules,
    defaultValues: empty,
    onSuccess: onSent,
  });

  return (
    <FormGrid {...formProps} aria-label={t('forms.consultationTitle')}>
      <PostFields />
      <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
      <Field label={t('forms.name')} required binding={field('name')}>
        {(control) => <input {...control} autoComplete="name" />}
      </Field>
      <EmailField binding={field('email')} />
      <div className="full">
        <Field label={t('forms.company')} binding={field('company')}>
          {(control) => <input {...control} autoComplete="organization" />}
        </Field>
      </div>
      <div className="full">
        <Field label={t('forms.message')} required binding={field('message')}>
          {(control) => <textarea {...control} rows={5} />}
        </Field>
      </div>
      <FormSubmit
        label={t('forms.requestConsultation')}
        submitting={submitting}
        purpose="enquiry"
      />
    </FormGrid>
  );
}

export interface ConsultationFormProps {
  /** Called after a successful request, e.g. to close the dialog the form sits in. */
  onSent?: () => void;
}

/**
 * The consultation request (name, e-mail, optional company, message): on the home page and
 * in the header's dialog.
 */
export function ConsultationForm({ onSent }: ConsultationFormProps) {
  return (
    <SubmissionProvider form="consultation">
      <ConsultationFields onSent={onSent} />
    </SubmissionProvider>
  );
}
