import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadMenuSections } from '../../content/loadMenuSections';
import { useLocale } from '../../i18n/useLocale';
import { Glyph } from '../primitives/Glyph';
import { iconButtonStyles } from '../primitives/iconButtonStyles';
import { LazyDialogButton } from '../dialogs/LazyDialogButton';

/** The drawer's code (Radix Dialog and Accordion, focus trap, scroll lock) loads on the first open. */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

const Toggle = styled(LazyDialogButton)`
  ${iconButtonStyles}
`;

/** The menu button below the one-row header's width and, once pressed, the drawer. */
export function MobileMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Toggle
      aria-label={t('nav.openMenu')}
      dialog={MobileMenuPanel}
      // The pointer resting on the button fetches the drawer and the menu's links together.
      preload={() => Promise.all([loadPanel(), loadMenuSections(locale)])}
    >
      <Glyph name="menu" size="1.375rem" />
    </Toggle>
  );
}
