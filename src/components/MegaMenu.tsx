import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { listReset } from '../theme/mixins';
import { megaMenu } from '../content/navigation';
import { FeaturedStory } from './FeaturedStory';
import { Icon } from './Icon';
import { LocalizedLink } from './LocalizedLink';

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

/** The section's introduction, its links with their icons, and a featured case study. */
const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) minmax(0, 2.5fr) minmax(14rem, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-content: start;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  ${listReset}
`;

const MenuLink = styled(LocalizedLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accentText};
  }
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const ViewAll = styled(MenuLink)`
  display: inline-flex;
  margin-block-start: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
`;

/**
 * The desktop navigation. Radix NavigationMenu supplies the hover timings (open after
 * 200 ms of hover, no delay within 300 ms of the last, close 150 ms after the pointer leaves)
 * and the keyboard model (Enter or Space opens, arrows move, Escape closes).
 */
export function MegaMenu() {
  const { t } = useTranslation();
  return (
    <Root delayDuration={200} skipDelayDuration={300} aria-label={t('nav.label')}>
      <List>
        {megaMenu.map((section) => (
          <NavigationMenu.Item key={section.id} value={section.id}>
            <Trigger>
              {t(`nav.sections.${section.id}`)}
              <ChevronDown aria-hidden="true" size="0.875rem" />
            </Trigger>
            <Content>
              <Panel>
                <div>
                  <Intro>{t(`nav.sectionIntros.${section.id}`)}</Intro>
                  <NavigationMenu.Link asChild>
                    <ViewAll to={section.viewAll}>
                      {t('nav.viewAll')}
                      <span className="visually-hidden">: {t(`nav.sections.${section.id}`)}</span>
                    </ViewAll>
                  </NavigationMenu.Link>
                </div>
                <Links>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild>
                        <MenuLink to={link.href}>
                          <Icon name={link.icon} size="1.25rem" />
                          {t(`nav.links.${link.label}`)}
                        </MenuLink>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </Links>
                <FeaturedStory slug={section.featuredStory} />
              </Panel>
            </Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <TopLink to="/contact">{t('nav.contact')}</TopLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </List>
      <Viewport />
    </Root>
  );
}
