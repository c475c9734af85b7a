import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IconName } from '../content/vocabulary';
import { Icon } from '../components/primitives/Icon';
import { listReset } from '../theme/mixins';
import type { FieldBinding } from './Field';
import type { NewsletterList } from '../../shared/formContract';
import { isValidationMessage } from './validationMessage';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.type.subsection};
    font-weight: 700;
  }
`;

/** The four newsletters two by two where two fit, so no row is left with one (3 + 1). */
const Options = styled.ul`
  ${listReset}
  display: grid;
  grid-template-columns: ${({ theme }) => theme.columns('min(100%, 16rem)')};
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The whole tile is the box's label, so a tap anywhere on it ticks the box. */
const Option = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  block-size: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

/** Under the box's name, beside nothing: the second column of the tile. */
const Detail = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Frequency = styled(Detail)`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
`;

export interface NewsletterOption {
  id: NewsletterList;
  title: string;
  description: string;
  frequency: string;
  icon: IconName;
}

export interface NewsletterChoiceProps {
  legend: string;
  options: NewsletterOption[];
  binding: FieldBinding;
}

/**
 * The newsletters to subscribe to, each a box with its name, how often it comes and what it
 * holds. Every box has the field's one name, so a plain post carries each ticked one.
 */
export function NewsletterChoice({ legend, options, binding }: NewsletterChoiceProps) {
  const { t, i18n } = useTranslation();
  const messageId = useId();
  const echoed = binding.defaultValue?.split(',') ?? [];
  const message =
    binding.error && isValidationMessage(binding.error, i18n) ? t(binding.error) : binding.error;
  return (
    <Fieldset aria-describedby={message ? messageId : undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <li key={option.id}>
            <Option>
              <input
                type="checkbox"
                {...binding.registration}
                value={option.id}
                defaultChecked={echoed.includes(option.id)}
              />
              <Name>
                {option.title}
                <Icon name={option.icon} size="1.25rem" />
              </Name>
              <Frequency>{option.frequency}</Frequency>
              <Detail>{option.description}</Detail>
            </Option>
          </li>
        ))}
      </Options>
      {message ? <Message id={messageId}>{message}</Message> : null}
    </Fieldset>
  );
}
