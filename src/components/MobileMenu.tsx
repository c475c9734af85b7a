import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobileMenu } from '../content/navigation';
import { ButtonLink } from './ButtonLink';
import { LocalizedLink } from './LocalizedLink';

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;

const Toggle = styled.button`
  ${iconButton}
`;

const Close = styled(Dialog.Close)`
  ${iconButton}
`;

const Overlay = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.background};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(Dialog.Title)`
  font-size: 1.25rem;
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(LocalizedLink)`
  display: block;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

/** The full-screen menu below desktop width: focus is trapped inside, Escape closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Toggle type="button" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" size={22} />
        </Toggle>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay aria-describedby={undefined}>
          <Bar>
            <Title>{t('nav.menuTitle')}</Title>
            <Close aria-label={t('nav.closeMenu')}>
              <X aria-hidden="true" size={22} />
            </Close>
          </Bar>
          <nav aria-label={t('nav.label')}>
            <Links>
              {mobileMenu.map((link) => (
                <li key={link.href}>
                  <MenuLink to={link.href} onClick={close}>
                    {t(`nav.links.${link.label}`)}
                  </MenuLink>
                </li>
              ))}
            </Links>
          </nav>
          <ButtonLink to="/contact" onClick={close}>
            {t('nav.consultation')}
          </ButtonLink>
        </Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
