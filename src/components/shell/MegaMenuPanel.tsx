import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MenuLink, NavSection } from '../../content/navigation';
import { cardSurface, listReset, stretchedLink } from '../../theme/mixins';
import { headerBreakpoints } from '../../theme/theme';
import { Container } from '../primitives/Container';
import type { Icon } from '../primitives/Icon';
import { LocalizedLink } from '../primitives/LocalizedLink';
import { MenuFeatureCard } from './MenuFeatureCard';

/** Where the header is roomy (from 80rem), the feature stands beside the links. */
const roomy = `@container site-header (min-width: ${headerBreakpoints.roomy}rem)`;

/**
 * The section's links in columns, beside what it features where the header is roomy, on the
 * content's container. Below that the links take the whole width (four columns at 1024 px),
 * so no panel runs past about 60% of a 768 px-high window, in either language.
 */
const Panel = styled(Container)<{ $featuring: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${roomy} {
    grid-template-columns: ${({ $featuring }) =>
      $featuring ? 'minmax(0, 1fr) 15rem' : 'minmax(0, 1fr)'};
  }
  align-items: start;
  gap: ${({ theme }) => theme.space(8)};
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The section's introduction and its View All link, on one line above the links. */
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr));
  align-content: start;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${listReset}
`;

/** Items pad their hover background; the list reaches out by that much, so text lines up. */
const LinksEdge = styled.div`
  margin-inline: calc(-1 * ${({ theme }) => theme.space(3)});
`;

/** The whole item is the link's hit area; the line under the label describes, not names, it. */
const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
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

/**
 * A heading's line height, not the body's (1.8 in Arabic): a title that wraps in the system's
 * wider Arabic font (when Cairo misses its window) keeps the panel within its 60%.
 */
const ItemLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  line-height: 1.4;
  text-decoration: none;
  ${stretchedLink('small')}
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
  line-height: 1.4;
`;

const ViewAll = styled(LocalizedLink)`
  display: inline-flex;
  padding-block: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The feature's card keeps its size while the story loads, so the panel does not jump. */
const FeatureCard = styled.div`
  ${cardSurface}
  display: none;
  ${roomy} {
    display: grid;
  }
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 13rem;
  padding: ${({ theme }) => theme.space(3)};
`;

/** What a panel adds once it has loaded: the icon set. It never takes focus. */
export interface PanelExtras {
  Icon: typeof Icon;
}

function PanelLink({ link, extras }: { link: MenuLink; extras?: PanelExtras }) {
  const descriptionId = useId();
  return (
    <Item>
      <IconSlot>{extras ? <extras.Icon name={link.icon} size="1.25rem" /> : null}</IconSlot>
      <NavigationMenu.Link asChild>
        <ItemLink to={link.href} aria-describedby={descriptionId}>
          {link.label}
        </ItemLink>
      </NavigationMenu.Link>
      <Description id={descriptionId}>{link.description}</Description>
    </Item>
  );
}

export interface MegaMenuPanelProps {
  section: NavSection;
  /** Until the icons load (or if they cannot), the links show without them. */
  extras?: PanelExtras;
}

/**
 * What an open mega-menu section shows: its introduction and View All, its links (each with
 * the line saying what its page offers), and the case study or article it features, which
 * loads when the panel opens (its card keeps its size meanwhile). A section with nothing
 * that fits it features nothing, and its links take the whole width.
 */
export function MegaMenuPanel({ section, extras }: MegaMenuPanelProps) {
  const { t } = useTranslation();
  const { featured } = section;
  return (
    <Panel $featuring={featured !== undefined}>
      <Main>
        <Heading>
          <Intro>{t(`nav.sectionIntros.${section.id}`)}</Intro>
          <NavigationMenu.Link asChild>
            <ViewAll to={section.viewAll}>
              {t('nav.viewAll')}
              <span className="visually-hidden">: {t(`nav.sections.${section.id}`)}</span>
            </ViewAll>
          </NavigationMenu.Link>
        </Heading>
        <LinksEdge>
          <Links>
            {section.links.map((link) => (
              <PanelLink key={link.href} link={link} extras={extras} />
            ))}
          </Links>
        </LinksEdge>
      </Main>
      {featured ? (
        <FeatureCard>
          <MenuFeatureCard feature={featured} />
        </FeatureCard>
      ) : null}
    </Panel>
  );
}
