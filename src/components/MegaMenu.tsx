import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useState } from 'react';
import { menus } from '../content/collections';
import { megaMenu } from '../content/navigation';
import type { Locale } from '../content/vocabulary';
import { useLocale } from '../i18n/useLocale';
import { listReset } from '../theme/mixins';
import { HydrateSeparately } from './HydrateSeparately';
import { LocalizedLink } from './LocalizedLink';
import { MegaMenuPanel, type PanelExtras } from './MegaMenuPanel';

const Root = styled(NavigationMenu.Root)`
  position: static;
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
  /* Arabic has no capitals and reads best without extra tracking. */
  &:lang(ar) {
    font-size: 0.95rem;
    letter-spacing: 0;
  }
`;

const Trigger = styled(NavigationMenu.Trigger)`
  ${itemStyles}
  svg {
    transition: transform 150ms ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const TopLink = styled(LocalizedLink)`
  ${itemStyles}
`;

/**
 * The open panel renders into this viewport, which spans the whole header (the nearest
 * positioned box: the menu's own boxes are static), not just the width of the menu's list.
 */
const Viewport = styled(NavigationMenu.Viewport)`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-block: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Content = styled(NavigationMenu.Content)`
  padding-block: ${({ theme }) => theme.space(6)};
`;

/** The panel's icons and the page language's link descriptions. */
async function loadExtras(locale: Locale): Promise<PanelExtras> {
  const [{ Icon }, menu] = await Promise.all([import('./Icon'), menus.load('menu', locale)]);
  return { Icon, descriptions: menu.descriptions };
}

/**
 * The menu hydrates last, three passes after the shell it sits in: after the page and its
 * forms (see HydrateSeparately). Radix re-renders it as it mounts, and that re-render then
 * runs no other part's effects.
 */
const menuPassesLater = 3;

/**
 * The desktop navigation. Radix NavigationMenu supplies the hover timings (open after
 * 200 ms of hover, no delay within 300 ms of the last, close 150 ms after the pointer leaves)
 * and the keyboard model (Enter or Space opens, arrows move, Escape closes).
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [engaged, setEngaged] = useState(false);
  const [loaded, setLoaded] = useState<{ locale: Locale; extras: PanelExtras }>();
  const extras = loaded?.locale === locale ? loaded.extras : undefined;
  // On intent: the pointer entering the menu or focus reaching it, about 200 ms before a
  // panel opens. The panels and their viewport mount then, not at hydration: closed, they
  // render nothing, and mounting them makes Radix re-render the menu several times over.
  // If the extras cannot load, the panels stay plain links.
  const engage = () => {
    setEngaged(true);
    if (extras) return;
    loadExtras(locale).then(
      (value) => setLoaded({ locale, extras: value }),
      () => undefined,
    );
  };
  return (
    <HydrateSeparately passesLater={menuPassesLater}>
      <Root
        delayDuration={200}
        skipDelayDuration={300}
        aria-label={t('nav.label')}
        onPointerEnter={engage}
        onFocus={engage}
        // A section opened without pointer or focus first (voice control, a scripted click).
        onValueChange={(value) => {
          if (value) engage();
        }}
      >
        <List>
          {megaMenu.map((section) => (
            <NavigationMenu.Item key={section.id} value={section.id}>
              <Trigger>
                {t(`nav.sections.${section.id}`)}
                <ChevronDown aria-hidden="true" size="0.875rem" />
              </Trigger>
              {engaged && (
                <Content>
                  <MegaMenuPanel section={section} extras={extras} />
                </Content>
              )}
            </NavigationMenu.Item>
          ))}
          <NavigationMenu.Item>
            <NavigationMenu.Link asChild>
              <TopLink to="/contact">{t('nav.contact')}</TopLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        </List>
        {engaged && <Viewport />}
      </Root>
    </HydrateSeparately>
  );
}
