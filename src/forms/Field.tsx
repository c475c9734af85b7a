import { useId, type ReactElement } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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
  /* One height for one-line fields: a select is taller than an input by default. */
  input,
  select {
    block-size: 3rem;
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
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
`;

/** A field of a form: its registration, its first problem and, echoed, what was typed. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  /** The validation message key of the field's first problem, if any. */
  error?: string;
  /** What the visitor typed, when the receiver answers a post without JavaScript. */
  defaultValue?: string;
}

export interface FieldControlProps extends UseFormRegisterReturn {
  id: string;
  defaultValue: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  binding: FieldBinding;
  /** Renders the control with the ids and states that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactElement;
}

/**
 * A labelled form control with its error message beside it. The message is tied to the
 * control (aria-describedby) and required fields carry an asterisk.
 */
export function Field({ label, required = false, binding, children }: FieldProps) {
  const { registration, error, defaultValue } = binding;
  const { t, i18n } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </label>
      {children({
        ...registration,
        id,
        defaultValue,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? messageId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <Message id={messageId}>{isValidationMessage(error, i18n) ? t(error) : error}</Message>
      ) : null}
    </Wrapper>
  );
}
