import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../components/primitives/ButtonLink';
import { LocalizedLink } from '../components/primitives/LocalizedLink';
import { tapArea } from '../theme/mixins';

/** The form's one action, a primary button of the button system. */
const SubmitButton = styled(Button)`
  grid-column: 1 / -1;
  justify-self: start;
  padding-inline: ${({ theme }) => theme.space(6)};
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

/** A row of its own under the button, in a grid of fields and in a wrapping row alike. */
const PrivacyNote = styled.p`
  grid-column: 1 / -1;
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
  /* The policy link sits in a sentence of small print: its hit area reaches a finger's
     44 px above and below it, over the note's own text, which has nothing else to tap. */
  a {
    ${tapArea}
  }
`;

export interface FormSubmitProps {
  /** What the button says while nothing is being sent. */
  label: string;
  submitting: boolean;
  /** What the details are used for, as the note under the button tells the visitor. */
  purpose: 'enquiry' | 'newsletter';
}

/**
 * The submit button, and under it what the details are used for with a link to the privacy
 * policy: every form that collects personal data says so where the visitor sends it.
 */
export function FormSubmit({ label, submitting, purpose }: FormSubmitProps) {
  const { t } = useTranslation();
  // The string marks the linked words as <policy>…</policy>. Split here rather than with
  // react-i18next's Trans, which would add its markup parser to every page with a form.
  const [before = '', linked = '', after = ''] = t(`forms.privacyNote.${purpose}`).split(
    /<\/?policy>/,
  );
  return (
    <>
      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? t('forms.sending') : label}
      </SubmitButton>
      <PrivacyNote>
        {before}
        <LocalizedLink to="/privacy">{linked}</LocalizedLink>
        {after}
      </PrivacyNote>
    </>
  );
}
