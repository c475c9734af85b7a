import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useState } from 'react';
import { loadMenuSections } from '../../content/loadMenuSections';
import { menuSectionIds, type NavSection } from '../../content/navigation';
import type { Locale } from '../../../shared/locales';
import { useLocale } from '../../i18n/useLocale';
import { listReset } from '../../theme/mixins';
import { headerBreakpoints, tightHeader } from '../../theme/theme';
import { Glyph } from '../primitives/Glyph';
import { HydrateSeparately } from '../primitives/HydrateSeparately';
import type { MegaMenuPanel, PanelExtras } from './MegaMenuPanel';

/** From this width of the header the buttons have room for their chevrons. */
const roomy = `@container site-header (min-width: ${headerBreakpoints.roomy}rem)`;

/**
 * Below roomy the buttons' sides are tight enough for the Arabic row in a wide system font;
 * whatever room Cairo leaves is spread between the sections, so they read as six.
 */
const Root = styled(NavigationMenu.Root)`
  position: static;
  ${tightHeader} {
    flex: 1;
  }
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  ${listReset}
  ${tightHeader} {
    justify-content: space-evenly;
  }
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 2.75rem;
  /* 2 px sides below roomy: the Arabic row at 1024 px fits only so (tightHeader). */
  padding-inline: ${({ theme }) => theme.space(0.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.type.menu};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
  /* Where the row has the room, Arabic takes a slightly larger size, to read as clearly as
     Latin letters at 14 px (theme.type.menuRoomy); below it, at 0.9rem, the Arabic row at
     1024 px ran past the content's edge in a wide system font. */
  ${roomy} {
    font-size: ${({ theme }) => theme.type.menuRoomy};
  }
`;

const Trigger = styled(NavigationMenu.Trigger)`
  ${itemStyles}
  svg {
    display: none;
    transition: transform 150ms ease;
    ${roomy} {
      display: block;
    }
  }
  ${roomy} {
    padding-inline: ${({ theme }) => theme.space(1.5)};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

/**
 * The open panel renders into this viewport, which spans the whole header (the nearest
 * positioned box: the menu's own boxes are static), not just the width of the menu's list.
 * A panel taller than the window below the header scrolls inside it.
 */
const Viewport = styled(NavigationMenu.Viewport)`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  max-block-size: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-block: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Content = styled(NavigationMenu.Content)`
  padding-block: ${({ theme }) => theme.space(5)};
`;

interface LoadedMenu {
  locale: Locale;
  sections: NavSection[];
  Panel: typeof MegaMenuPanel;
  extras?: PanelExtras;
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
 * and the keyboard model (Enter or Space opens, arrows move, Escape closes). The buttons
 * are the page's own; the panels' code, the sections' links (content/site/menu.*.yaml) and
 * the icon set load on intent, about 200 ms before a panel opens, so none of it weighs on
 * the first load.
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [engaged, setEngaged] = useState(false);
  const [loaded, setLoaded] = useState<LoadedMenu>();
  const menu = loaded?.locale === locale ? loaded : undefined;
  // The panels and their viewport mount on intent, not at hydration: closed, they render
  // nothing, and mounting them makes Radix re-render the menu several times over. The links
  // come first; the icons follow, and if they cannot load the links show without them.
  const engage = () => {
    setEngaged(true);
    if (menu) return;
    Promise.all([loadMenuSections(locale), import('./MegaMenuPanel')]).then(
      ([sections, { MegaMenuPanel: Panel }]) => {
        setLoaded((current) =>
          current?.locale === locale
            ? { ...current, sections, Panel }
            : { locale, sections, Panel },
        );
        import('../primitives/Icon').then(
          ({ Icon }) =>
            setLoaded((current) =>
              current?.locale === locale ? { ...current, extras: { Icon } } : current,
            ),
          () => undefined,
        );
      },
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
          {menuSectionIds.map((id) => {
            const section = menu?.sections.find((candidate) => candidate.id === id);
            return (
              <NavigationMenu.Item key={id} value={id}>
                <Trigger>
                  {t(`nav.sections.${id}`)}
                  <Glyph name="chevron-down" size="0.875rem" />
                </Trigger>
                {engaged && menu && section ? (
                  <Content>
                    <menu.Panel section={section} extras={menu.extras} />
                  </Content>
                ) : null}
              </NavigationMenu.Item>
            );
          })}
        </List>
        {engaged && <Viewport />}
      </Root>
    </HydrateSeparately>
  );
}
