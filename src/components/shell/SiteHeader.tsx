import styled from 'styled-components';
import { AccessibilityButton } from '../../accessibility/AccessibilityButton';
import { SearchHost } from '../../search/SearchHost';
import { SearchLink } from '../../search/SearchLink';
import { headerBreakpoints } from '../../theme/theme';
import { BrandLink } from './BrandLink';
import { ConsultationButton } from '../dialogs/ConsultationButton';
import { Container } from '../primitives/Container';
import { DisplayControls } from './DisplayControls';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** Past 50 px of scroll the bar turns solid and casts a shadow. */
const scrollThreshold = 50;

/**
 * The bar is a size container, so the layout follows the width the header has at the
 * current font size (rem in a container query follows the root font size: at 200 % text the
 * drawer takes over instead of the navigation running off the screen):
 * - from `oneRow` (1024 px): brand, navigation, search, the consultation action and the
 *   display controls on one row, the height of `headerHeight` in both languages;
 * - below it: the brand and the menu button, which opens the drawer holding the search, the
 *   same sections, the consultation action and the display controls.
 * The search dialog (SearchHost) opens from either, and from "/" and Ctrl/⌘+K at any width.
 * Letter spacing from the accessibility panel widens text beyond what the query can
 * measure, so it always gets the drawer.
 * Its line and shadow when scrolled are drawn outside its box, so it keeps its height.
 */
const Bar = styled.header`
  container: site-header / inline-size;
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.layer.header};
  background: ${({ theme }) => theme.color.background};
  transition:
    background-color 200ms ease,
    box-shadow 200ms ease;

  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.color.headerScrolled};
    box-shadow:
      0 1px 0 ${({ theme }) => theme.color.border},
      ${({ theme }) => theme.shadow.raised};
    backdrop-filter: blur(10px);
  }
`;

const withNavigation = `@container site-header (min-width: ${headerBreakpoints.oneRow}rem)`;
const roomy = `@container site-header (min-width: ${headerBreakpoints.roomy}rem)`;
const letterSpaced = ':root[data-letter-spacing] &';

/**
 * On the content's container, so the brand's edge is the content's edge. Below `roomy` the
 * gaps are tighter: the Arabic row at 1024 px has no width to spare (tightHeader).
 */
const Row = styled(Container)`
  display: flex;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(1)};
  ${roomy} {
    column-gap: ${({ theme }) => theme.space(3)};
  }
  block-size: ${({ theme }) => theme.layout.headerHeight};
`;

const Navigation = styled.div`
  display: none;
  ${withNavigation} {
    display: flex;
    flex: 1;
    justify-content: center;
  }
  ${letterSpaced} {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  ${roomy} {
    gap: ${({ theme }) => theme.space(1.5)};
  }
  margin-inline-start: auto;
`;

const WithNavigation = styled.div`
  display: none;
  ${withNavigation} {
    display: flex;
    align-items: center;
  }
  ${letterSpaced} {
    display: none;
  }
`;

const WithoutNavigation = styled.div`
  ${withNavigation} {
    display: none;
  }
  ${letterSpaced} {
    display: block;
  }
`;

export function SiteHeader() {
  const scrolled = useScrolledPast(scrollThreshold);
  return (
    <Bar data-scrolled={scrolled}>
      <Row>
        <BrandLink />
        <Navigation>
          <MegaMenu />
        </Navigation>
        <End>
          <WithNavigation>
            <SearchLink />
          </WithNavigation>
          <WithNavigation>
            <ConsultationButton />
          </WithNavigation>
          <WithNavigation>
            <AccessibilityButton placement="header" />
          </WithNavigation>
          <WithNavigation>
            <DisplayControls />
          </WithNavigation>
          <WithoutNavigation>
            <MobileMenu />
          </WithoutNavigation>
        </End>
      </Row>
      <SearchHost />
    </Bar>
  );
}
