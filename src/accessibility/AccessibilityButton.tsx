import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Glyph } from '../components/primitives/Glyph';
import { iconButtonStyles } from '../components/primitives/iconButtonStyles';
import { LazyDialogButton } from '../components/dialogs/LazyDialogButton';

/** The panel's code loads when the visitor first asks for it. */
const loadPanel = () => import('./AccessibilityPanel');
const AccessibilityPanel = lazy(loadPanel);

/**
 * Where the button stands, so that it never covers text:
 * - corner: round, at the bottom corner on the inline-end side (right in English, left in
 *   Arabic), only where the page's side margin is wider than the button;
 * - header: an icon button among the header's controls, where that margin is narrower;
 * - menu: a labelled button at the top of the compact menu, on phones.
 */
export type AccessibilityButtonPlacement = 'corner' | 'header' | 'menu';

const placements = {
  corner: css`
    position: fixed;
    inset-block-end: ${({ theme }) => theme.space(5)};
    inset-inline-end: ${({ theme }) => theme.space(5)};
    z-index: ${({ theme }) => theme.layer.floating};
    display: none;
    place-items: center;
    inline-size: 3.5rem;
    block-size: 3.5rem;
    border: 2px solid ${({ theme }) => theme.color.onAccent};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    cursor: pointer;
    ${({ theme }) => theme.media.wideMargins} {
      display: inline-grid;
    }
  `,
  header: css`
    ${iconButtonStyles}
    /* Only between 54rem and 80rem, in a header with no room to spare; a finger still gets
       48 px (iconButtonStyles under a coarse pointer). */
    inline-size: 2.5rem;
    block-size: 2.5rem;
    ${({ theme }) => theme.media.wideMargins} {
      display: none;
    }
  `,
  menu: css`
    ${iconButtonStyles}
    inline-size: auto;
    gap: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    align-self: flex-start;
    font-weight: 700;
  `,
};

const Button = styled(LazyDialogButton)<{ $placement: AccessibilityButtonPlacement }>`
  ${({ $placement }) => placements[$placement]}
`;

/** The button that opens the accessibility panel. */
export function AccessibilityButton({ placement }: { placement: AccessibilityButtonPlacement }) {
  const { t } = useTranslation();
  const label = t('accessibility.open');
  return (
    <Button
      aria-label={placement === 'menu' ? undefined : label}
      dialog={AccessibilityPanel}
      preload={loadPanel}
      $placement={placement}
    >
      <Glyph name="accessibility" size={placement === 'corner' ? '1.75rem' : '1.25rem'} />
      {placement === 'menu' ? label : null}
    </Button>
  );
}
