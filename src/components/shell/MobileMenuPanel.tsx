import * as Accordion from '@radix-ui/react-accordion';
import { useRouterState } from '@tanstack/react-router';
import { use, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccessibilityButton } from '../../accessibility/AccessibilityButton';
import { loadMenuSections } from '../../content/loadMenuSections';
import { useLocale } from '../../i18n/useLocale';
import { SearchLink } from '../../search/SearchLink';
import { listReset } from '../../theme/mixins';
import { ConsultationButton } from '../dialogs/ConsultationButton';
import { DialogBar } from '../dialogs/DialogBar';
import { DialogFrame } from '../dialogs/DialogFrame';
import { DialogOverlay } from '../dialogs/DialogOverlay';
import { Glyph } from '../primitives/Glyph';
import { DisplayControls } from './DisplayControls';
import type { LazyDialogProps } from '../dialogs/LazyDialogButton';
import { LocalizedLink } from '../primitives/LocalizedLink';

/** The drawer: the whole screen on a phone, a panel at the inline end on a tablet. */
const Panel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.layer.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  inline-size: min(100%, 28rem);
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.layout.gutter};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

/** Language, theme and accessibility, each a tap target of at least 44 px. */
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a,
  button {
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
  }
`;

/** The search at the drawer's width, read like a field waiting for words, 44 px high. */
const DrawerSearch = styled(SearchLink)`
  inline-size: 100%;
  min-block-size: 2.75rem;
  justify-content: flex-start;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 400;
  @media (pointer: coarse) {
    min-block-size: 3rem;
  }
`;

const Sections = styled(Accordion.Root)`
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

const SectionItem = styled(Accordion.Item)`
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const SectionHeading = styled(Accordion.Header)`
  margin: 0;
  font-size: ${({ theme }) => theme.type.item};
`;

const SectionTrigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: 3.25rem;
  padding-inline: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Links = styled.ul`
  display: grid;
  padding-block-end: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

const MenuLink = styled(LocalizedLink)`
  display: flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-inline-start-color: ${({ theme }) => theme.color.accent};
  }
`;

const ViewAll = styled(MenuLink)`
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

/**
 * The drawer below the one-row header's width: the search, the desktop menu's six sections with the same
 * names, each a disclosure listing all its links and its View All, then the consultation
 * action and the display controls. Radix Dialog traps focus and closes on Escape; Radix
 * Accordion makes each section a button that says whether it is open. It closes when a
 * link is followed, the language link included.
 */
export default function MobileMenuPanel({ onClose, returnFocusTo }: LazyDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sections = use(loadMenuSections(locale));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);
  return (
    <DialogFrame onClose={onClose} returnFocusTo={returnFocusTo} backdrop={<DialogOverlay />}>
      <Panel>
        <DialogBar title={t('nav.menuTitle')} closeLabel={t('nav.closeMenu')} />
        {/* The drawer closes as the search opens; focus then returns to the menu button. */}
        <DrawerSearch withLabel onOpen={onClose} returnFocusTo={returnFocusTo.current} />
        <nav aria-label={t('nav.label')}>
          <Sections type="multiple">
            {sections.map((section) => (
              <SectionItem key={section.id} value={section.id}>
                <SectionHeading>
                  <SectionTrigger>
                    {t(`nav.sections.${section.id}`)}
                    <Glyph name="chevron-down" size="1.25rem" />
                  </SectionTrigger>
                </SectionHeading>
                <Accordion.Content>
                  <Links>
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <MenuLink to={link.href} onClick={onClose}>
                          {link.label}
                        </MenuLink>
                      </li>
                    ))}
                    <li>
                      <ViewAll to={section.viewAll} onClick={onClose}>
                        {t('nav.viewAll')}
                        <span className="visually-hidden">: {t(`nav.sections.${section.id}`)}</span>
                      </ViewAll>
                    </li>
                  </Links>
                </Accordion.Content>
              </SectionItem>
            ))}
          </Sections>
        </nav>
        <ConsultationButton block />
        <Tools>
          <DisplayControls />
          <AccessibilityButton placement="menu" />
        </Tools>
      </Panel>
    </DialogFrame>
  );
}
