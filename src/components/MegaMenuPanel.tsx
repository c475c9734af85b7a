import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MenuLink, NavLabel, NavSection } from '../content/navigation';
import { listReset, stretchedLink } from '../theme/mixins';
import { FeaturedStory } from './FeaturedStory';
import { Icon } from './Icon';
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
  > svg {
    grid-row: span 2;
    margin-block-start: 0.15em;
    color: ${({ theme }) => theme.color.accentText};
  }
  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const ItemLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  ${stretchedLink}
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

function PanelLink({ link, description }: { link: MenuLink; description?: string }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <Item>
      <Icon name={link.icon} size="1.25rem" />
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
  /** The line under each link, from content/site/menu.{en,ar}.yaml (the check requires one per link). */
  descriptions: Partial<Record<NavLabel, string>>;
}

/**
 * What an open mega-menu section shows. It is its own chunk, with the icon set and the
 * featured story, loaded when a visitor shows intent to open the menu: no page pays for it
 * before then.
 */
export function MegaMenuPanel({ section, descriptions }: MegaMenuPanelProps) {
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
          <PanelLink key={link.href} link={link} description={descriptions[link.label]} />
        ))}
      </Links>
      <FeaturedStory slug={section.featuredStory} />
    </Panel>
  );
}
