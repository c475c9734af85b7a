import styled, { css } from 'styled-components';
import { LocalizedLink } from './LocalizedLink';

export type ButtonVariant = 'primary' | 'secondary';

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.accent};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.accent};
          color: ${theme.color.onAccent};
          &:hover {
            background: ${theme.color.accentText};
            border-color: ${theme.color.accentText};
          }
        `
      : css`
          background: transparent;
          color: ${theme.color.accentText};
          &:hover {
            background: ${theme.color.accentSoft};
          }
        `}
`;

/** A link that looks like a button: every call to action on the site goes somewhere. */
export const ButtonLink = styled(LocalizedLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** A button with the same look, for actions that stay on the page. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface LinkAction {
  label: string;
  href: string;
}

/** The usual pair of calls to action: a primary one and, beside it, a quieter second. */
export function ButtonPair({ primary, secondary }: { primary: LinkAction; secondary: LinkAction }) {
  return (
    <ButtonRow>
      <ButtonLink to={primary.href}>{primary.label}</ButtonLink>
      <ButtonLink to={secondary.href} $variant="secondary">
        {secondary.label}
      </ButtonLink>
    </ButtonRow>
  );
}
