import styled from 'styled-components';
import { AccessibilityButton } from '../accessibility/AccessibilityButton';
import { headerBreakpoints } from '../theme/theme';
import { BrandLink } from './BrandLink';
import { ConsultationButton } from './ConsultationButton';
import { DisplayControls } from './DisplayControls';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** Past 50 px of scroll the bar turns solid and casts a shadow. */
const scrollThreshold = 50;

/**
 * The bar is a size container, so the layout follows the width the header has at the
 * current font size (rem in a container query follows the root font size: at 200 % text the
 * compact menu takes over instead of the navigation running off the screen):
 * - wide: brand, navigation and controls on one row;
 * - laptop and tablet widths: the navigation gets a row of its own under the brand and
 *   controls, so every section stays one click away down to 1024 px and below;
 * - narrow: the compact menu.
 * Letter spacing from the accessibility panel widens text beyond what the query can
 * measure, so it always gets the compact menu.
 */
const Bar = styled.header`
  container: site-header / inline-size;
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.layer.header};
  background: ${({ theme }) => theme.color.background};
  border-block-end: 1px solid transparent;
  transition:
    background-color 200ms ease,
    box-shadow 200ms ease;

  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.color.headerScrolled};
    border-block-end-color: ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    backdrop-filter: blur(10px);
  }
`;

const { navigation, oneRow: oneRowFrom } = headerBreakpoints;
const oneRow = `@container site-header (min-width: ${oneRowFrom}rem)`;
const twoRows = `@container site-header (min-width: ${navigation}rem) and (max-width: ${oneRowFrom - 0.01}rem)`;
const withNavigation = `@container site-header (min-width: ${navigation}rem)`;
const letterSpaced = ':root[data-letter-spacing] &';

const Inner = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 90rem;
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  ${twoRows} {
    padding-block-start: ${({ theme }) => theme.space(3)};
    row-gap: ${({ theme }) => theme.space(3)};
  }
`;

const Navigation = styled.div`
  display: none;
  ${withNavigation} {
    display: flex;
    align-items: center;
    justify-content: center;
  }
  ${oneRow} {
    flex: 1;
  }
  ${twoRows} {
    order: 1;
    flex-basis: 100%;
    min-block-size: 3rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
  ${letterSpaced} {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
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
      <Inner>
        <BrandLink />
        <Navigation>
          <MegaMenu />
        </Navigation>
        <End>
          <WithNavigation>
            <ConsultationButton />
          </WithNavigation>
          <WithNavigation>
            <AccessibilityButton placement="header" />
          </WithNavigation>
          <DisplayControls />
          <WithoutNavigation>
            <MobileMenu />
          </WithoutNavigation>
        </End>
      </Inner>
    </Bar>
  );
}
