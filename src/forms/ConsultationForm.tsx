import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';
import { Field } from './Field';
import { FormGrid, RequiredNote, SubmissionProvider, SubmitButton } from './FormLayout';
import { consultationSchema, type ConsultationValues } from './schemas';
import { useFormSubmission } from './useFormSubmission';

const empty: ConsultationValues = { name: '', email: '', company: '', message: '' };

function ConsultationFields({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const { methods, onSubmit, submitting } = useFormSubmission({
    form: 'consultation',
    schema: consultationSchema,
    defaultValues: empty,
    success: {
      title: t('notices.consultationSuccessTitle'),
      description: t('notices.consultationSuccessDescription'),
    },
    onSuccess: onSent,
  });
  const { register, formState } = methods;
  const error = (name: keyof ConsultationValues) => formState.errors[name]?.message;

  return (
    <FormGrid noValidate onSubmit={onSubmit} aria-label={t('forms.consultationTitle')}>
      <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
      <Field label={t('forms.name')} required error={error('name')}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" />}
      </Field>
      <EmailField register={() => register('email')} error={error('email')} />
      <div className="full">
        <Field label={t('forms.company')} error={error('company')}>
          {(control) => <input {...control} {...register('company')} autoComplete="organization" />}
        </Field>
      </div>
      <div className="full">
        <Field label={t('forms.message')} required error={error('message')}>
          {(control) => <textarea {...control} {...register('message')} rows={5} />}
        </Field>
      </div>
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? t('forms.sending') : t('forms.requestConsultation')}
      </SubmitButton>
    </FormGrid>
  );
}

export interface ConsultationFormProps {
  /** Called after a successful request, e.g. to close the dialog the form sits in. */
  onSent?: () => void;
}

/** The consultation request (SPEC §3): on the home page and in the header's dialog. */
export function ConsultationForm({ onSent }: ConsultationFormProps) {
  return (
    <SubmissionProvider>
      <ConsultationFields onSent={onSent} />
    </SubmissionProvider>
  );
}
