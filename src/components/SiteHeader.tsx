import styled from 'styled-components';
import { BrandLink } from './BrandLink';
import { ConsultationButton } from './ConsultationButton';
import { DisplayControls } from './DisplayControls';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** Past 50 px of scroll the bar turns solid and casts a shadow. */
const scrollThreshold = 50;

/**
 * The bar is a size container: the full navigation shows only when it fits at the current
 * font size (rem in a container query follows the root font size, so at 200 % text the
 * compact menu takes over instead of the navigation running off the screen). Letter
 * spacing from the accessibility panel widens text beyond what the query can measure, so
 * it always gets the compact menu.
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

const Inner = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 90rem;
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(5)};
`;

const wideEnough = '@container site-header (min-width: 78rem)';
const letterSpaced = ':root[data-letter-spacing] &';

const DesktopOnly = styled.div`
  display: none;
  ${wideEnough} {
    display: flex;
    align-items: center;
  }
  ${letterSpaced} {
    display: none;
  }
`;

const Navigation = styled(DesktopOnly)`
  flex: 1;
  justify-content: center;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
`;

const MobileOnly = styled.div`
  ${wideEnough} {
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
          <DesktopOnly>
            <ConsultationButton />
          </DesktopOnly>
          <DisplayControls />
          <MobileOnly>
            <MobileMenu />
          </MobileOnly>
        </End>
      </Inner>
    </Bar>
  );
}
