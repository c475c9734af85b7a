import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { iconButtonStyles } from './iconButtonStyles';
import { LazyDialogButton } from './LazyDialogButton';

/** The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first open only. */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

const Toggle = styled(LazyDialogButton)`
  ${iconButtonStyles}
`;

/** The menu button below desktop width and, once pressed, the full-screen menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    <Toggle aria-label={t('nav.openMenu')} dialog={MobileMenuPanel} preload={loadPanel}>
      <Menu aria-hidden="true" size="1.375rem" />
    </Toggle>
  );
}
