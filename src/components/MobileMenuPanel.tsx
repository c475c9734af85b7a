import { useTranslation } from 'react-i18next';
import { AccessibilityButton } from '../accessibility/AccessibilityButton';
import styled from 'styled-components';
import { listReset } from '../theme/mixins';
import { DialogBar } from './DialogBar';
import { DialogFrame } from './DialogFrame';
import type { LazyDialogProps } from './LazyDialogButton';
import { mobileMenu } from '../content/navigation';
import { ButtonLink } from './ButtonLink';
import { LocalizedLink } from './LocalizedLink';

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.background};
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}
`;

const MenuLink = styled(LocalizedLink)`
  display: block;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.type.item};
  font-weight: 700;
  text-decoration: none;
`;

/** The full-screen menu: focus is trapped inside, Escape or the close button closes it. */
export default function MobileMenuPanel({ onClose, returnFocusTo }: LazyDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame onClose={onClose} returnFocusTo={returnFocusTo}>
      <Panel>
        <DialogBar title={t('nav.menuTitle')} closeLabel={t('nav.closeMenu')} />
        <AccessibilityButton placement="menu" />
        <nav aria-label={t('nav.label')}>
          <Links>
            {mobileMenu.map((link) => (
              <li key={link.href}>
                <MenuLink to={link.href} onClick={onClose}>
                  {t(`nav.links.${link.label}`)}
                </MenuLink>
              </li>
            ))}
          </Links>
        </nav>
        <ButtonLink to="/contact" onClick={onClose}>
          {t('nav.consultation')}
        </ButtonLink>
      </Panel>
    </DialogFrame>
  );
}
