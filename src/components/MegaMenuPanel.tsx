import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MenuLink, NavLabel, NavSection } from '../content/navigation';
import { cardSurface, listReset, stretchedLink } from '../theme/mixins';
import { FeaturedStory } from './FeaturedStory';
import type { Icon } from './Icon';
import { LocalizedLink } from './LocalizedLink';

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

/** The whole item is the link's hit area; the line under the label describes, not names, it. */
const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

/** Holds the icon's place while the icon set loads, so nothing moves when it arrives. */
const IconSlot = styled.span`
  grid-row: span 2;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.15em;
  color: ${({ theme }) => theme.color.accentText};
`;

const ItemLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  ${stretchedLink('small')}
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

const ViewAll = styled(LocalizedLink)`
  display: inline-flex;
  margin-block-start: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space(3)});
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

/** The story's card keeps its size while the story loads, so the panel does not jump. */
const StoryCard = styled.div`
  ${cardSurface}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 15rem;
  padding: ${({ theme }) => theme.space(4)};
`;

/**
 * What a panel adds once a visitor shows intent: icons and link descriptions. Neither can
 * take focus, so their late arrival never changes the panel's tab order (Radix takes a
 * closed panel's links out of it when focus leaves; a link added later would stay in).
 */
export interface PanelExtras {
  Icon: typeof Icon;
  /** The line under each link, from content/site/menu.{en,ar}.yaml. */
  descriptions: Partial<Record<NavLabel, string>>;
}

function PanelLink({ link, extras }: { link: MenuLink; extras?: PanelExtras }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const description = extras?.descriptions[link.label];
  return (
    <Item>
      <IconSlot>{extras ? <extras.Icon name={link.icon} size="1.25rem" /> : null}</IconSlot>
      <NavigationMenu.Link asChild>
        <ItemLink to={link.href} aria-describedby={description ? descriptionId : undefined}>
          {t(`nav.links.${link.label}`)}
        </ItemLink>
      </NavigationMenu.Link>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
    </Item>
  );
}

export interface MegaMenuPanelProps {
  section: NavSection;
  /** Until they load (or if they cannot), the panel is its links, which work at once. */
  extras?: PanelExtras;
}

/**
 * What an open mega-menu section shows. Its links render at once, so a keyboard user who
 * opens a section and presses Tab lands in it; the icons and descriptions are filled in
 * when they arrive, without replacing the links. The featured story loads when the panel
 * opens (its card keeps its size meanwhile).
 */
export function MegaMenuPanel({ section, extras }: MegaMenuPanelProps) {
  const { t } = useTranslation();
  return (
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
          <PanelLink key={link.href} link={link} extras={extras} />
        ))}
      </Links>
      <StoryCard>
        <FeaturedStory slug={section.featuredStory} />
      </StoryCard>
    </Panel>
  );
}
