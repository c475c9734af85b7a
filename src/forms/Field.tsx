import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isValidationMessage } from './validationMessage';

const Wrapper = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.background};
  }
  textarea {
    min-block-size: 8rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  /** The validation message key of the field's first problem, if any. */
  error?: string;
  /** Renders the control with the ids and states that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactElement;
  hint?: ReactNode;
}

/**
 * A labelled form control with its error message beside it. The message is tied to the
 * control (aria-describedby) and required fields carry an asterisk (SPEC §5).
 */
export function Field({ label, required = false, error, children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? messageId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <Message id={messageId}>{isValidationMessage(error) ? t(error) : error}</Message>
      ) : null}
    </Wrapper>
  );
}
