import styled, { css } from 'styled-components';
import { controlHeight } from '../../theme/mixins';
import { LocalizedLink } from './LocalizedLink';
import type { LinkAction } from '../../content/schema/fields';

/**
 * The three weights of an action: primary (the page's one main action, filled), secondary
 * (an alternative beside it, outlined) and quiet (a minor action, text only). All three
 * share one shape and one height, so a row of them lines up; filter chips are pills
 * (FilterChip) and tags flat labels (TagList), so neither is mistaken for a button.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const variants = {
  primary: css`
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover {
      border-color: ${({ theme }) => theme.color.accentText};
      background: ${({ theme }) => theme.color.accentText};
    }
  `,
  secondary: css`
    border-color: ${({ theme }) => theme.color.accentText};
    background: transparent;
    color: ${({ theme }) => theme.color.accentText};
    &:hover {
      background: ${({ theme }) => theme.color.accentSoft};
    }
  `,
  quiet: css`
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.25em;
    &:hover {
      background: ${({ theme }) => theme.color.accentSoft};
      text-decoration-thickness: 2px;
    }
  `,
};

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  ${controlHeight}
  padding-block: ${({ theme }) => theme.space(1.5)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.small};
  font-weight: 700;
  /* One line of text and its padding stay under the control height in both scripts
     (Arabic's taller line would otherwise make its buttons 6 px taller). */
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    color 150ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
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
