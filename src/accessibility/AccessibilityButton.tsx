import { Accessibility } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyDialogButton } from '../components/LazyDialogButton';

/** The panel's code loads when the visitor first asks for it. */
const loadPanel = () => import('./AccessibilityPanel');
const AccessibilityPanel = lazy(loadPanel);

/** Round, at the bottom corner on the inline-end side: right in English, left in Arabic. */
const Button = styled(LazyDialogButton)`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(5)};
  inset-inline-end: ${({ theme }) => theme.space(5)};
  z-index: ${({ theme }) => theme.layer.floating};
  display: inline-grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border: 2px solid ${({ theme }) => theme.color.onAccent};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
`;

/** The floating button that opens the accessibility panel. */
export function AccessibilityButton() {
  const { t } = useTranslation();
  return (
    <Button aria-label={t('accessibility.open')} dialog={AccessibilityPanel} preload={loadPanel}>
      <Accessibility aria-hidden="true" size="1.75rem" />
    </Button>
  );
}
