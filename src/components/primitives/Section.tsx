import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { layOutNearScreen, useLayOutAhead } from '../../performance/useLayOutAhead';
import { bandSurface } from '../../theme/bandSurface';
import { Container } from './Container';

const Wrapper = styled.section`
  ${bandSurface}
  ${layOutNearScreen}
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.section};
  margin-block-end: ${({ theme }) => theme.space(8)};
`;

const Lead = styled.p`
  max-inline-size: ${({ theme }) => theme.measure('65ch')};
  margin-block: -${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.lead};
`;

/** From a laptop up, the heading may stand beside the text instead of above it. */
const Layout = styled.div<{ $beside: boolean }>`
  ${({ $beside, theme }) =>
    $beside &&
    `${theme.media.desktop} {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      column-gap: ${theme.space(12)};
    }`}
`;

export interface SectionProps {
  title: string;
  /** A sentence under the heading that says what the section is about. */
  summary?: string;
  id?: string;
  /** The heading beside the text on wide screens: for a few paragraphs, which read best at
   * their own measure and would otherwise leave half the width empty. */
  headingBeside?: boolean;
  /** Left out when the heading and summary say it all. */
  children?: ReactNode;
}

/**
 * A titled band of a page; its h2 names it for assistive technology too. Its surface
 * follows from its place among the page's bands (`bandSurface`); it is laid out when it
 * nears the screen or once the app runs (`useLayOutAhead`).
 */
export function Section({ title, summary, id, headingBeside = false, children }: SectionProps) {
  const headingId = useId();
  const band = useLayOutAhead<HTMLElement>();
  return (
    <Wrapper ref={band} id={id} aria-labelledby={headingId}>
      <Container>
        <Layout $beside={headingBeside}>
          <div>
            <Heading id={headingId}>{title}</Heading>
            {summary ? <Lead>{summary}</Lead> : null}
          </div>
          {children}
        </Layout>
      </Container>
    </Wrapper>
  );
}
