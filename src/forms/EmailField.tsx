import { useTranslation } from 'react-i18next';
import { Field, type FieldBinding } from './Field';

/** The required e-mail field every form shares: typed left to right, even in Arabic. */
export function EmailField({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <Field label={t('forms.email')} required binding={binding}>
      {(control) => <input {...control} type="email" dir="ltr" autoComplete="email" />}
    </Field>
  );
}
