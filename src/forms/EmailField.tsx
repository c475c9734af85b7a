import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';

export interface EmailFieldProps {
  /** Registers the field when it renders, so fields register in page order (focus order). */
  register: () => UseFormRegisterReturn;
  error?: string;
}

/** The required e-mail field every form shares: typed left to right, even in Arabic. */
export function EmailField({ register, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('forms.email')} required error={error}>
      {(control) => (
        <input {...control} {...register()} type="email" dir="ltr" autoComplete="email" />
      )}
    </Field>
  );
}
